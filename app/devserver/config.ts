/**
 * Environment configuration of the dev-server services (token service, Relay stub, preview
 * routes). Read once at start-up; invalid values throw with a message naming the variable.
 */

import { DEFAULT_MAX_FAMILIES } from './tokenStore.ts'

/** Project ID used when `SIGNALWIRE_PROJECT_ID` is not set. Not a real project. */
export const DEV_PROJECT_ID = '00000000-0000-4000-8000-000000000000'
/** Project token used when `SIGNALWIRE_PROJECT_TOKEN` is not set. Public, not a secret. */
export const DEV_PROJECT_TOKEN = 'PTdev-swaig-studio-not-a-secret'
/** Default port of `npm run mock`. */
export const DEFAULT_MOCK_PORT = 4010
/** Path of the Relay WebSocket stub on the same HTTP server. */
export const RELAY_PATH = '/relay'

export interface DevServerConfig {
  projectId: string
  projectToken: string
  /** True when the project token came from the environment (then it is never printed). */
  projectTokenFromEnv: boolean
  /** Base URL of a real SignalWire space, e.g. `https://example.signalwire.com`, or null. */
  spaceUrl: string | null
  /** WebSocket host handed to the browser when `spaceUrl` is set. */
  relayHost: string | null
  mockPort: number
  /** Fixed offset, in seconds, added to the wall clock of the mock token service and stub. */
  clockOffsetS: number
  /** Real seconds per `expires_in` minute in the mock (60 = real time). */
  secondsPerMinute: number
  /** Most live sessions (token families) the mock holds; past it, a POST gets 503. */
  maxSessions: number
  /** How long the preview routes wait for a space's token endpoint. */
  spaceTimeoutMs: number
}

type Env = Record<string, string | undefined>

/** Configuration errors say which variable and what is wrong, never its value (a secret?). */
function invalid(name: string, rule: string, problem: string): Error {
  return new Error(`${name} ${rule}; the value set ${problem} (the value is not shown).`)
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const rule = `must be a whole number from ${min} to ${max}`
  if (!/^-?\d+$/.test(raw)) throw invalid(name, rule, 'is not a whole number')
  if (Number(raw) < min || Number(raw) > max) throw invalid(name, rule, 'is out of that range')
  return Number(raw)
}

const WHITESPACE = /\s/

function readSpaceUrl(env: Env): string | null {
  const raw = env.SIGNALWIRE_SPACE_URL?.trim()
  if (!raw) return null
  const rule = 'must be the URL of a space, like https://example.signalwire.com'
  if (WHITESPACE.test(raw)) throw invalid('SIGNALWIRE_SPACE_URL', rule, 'contains whitespace')
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    throw invalid('SIGNALWIRE_SPACE_URL', rule, 'cannot be read as a URL')
  }
  if (url.username || url.password) {
    throw new Error(
      'SIGNALWIRE_SPACE_URL must not carry credentials: use the two project variables',
    )
  }
  return url.origin
}

/** The Relay host for a real space; ignored without one (the stub's host is per request). */
function readRelayHost(env: Env, spaceUrl: string | null): string | null {
  if (spaceUrl === null) return null
  const raw = env.SIGNALWIRE_RELAY_HOST?.trim()
  if (raw) {
    const rule = 'must be a WebSocket URL, like wss://relay.signalwire.com'
    if (!/^wss?:\/\//i.test(raw)) {
      throw invalid('SIGNALWIRE_RELAY_HOST', rule, 'does not start with ws:// or wss://')
    }
    if (WHITESPACE.test(raw)) throw invalid('SIGNALWIRE_RELAY_HOST', rule, 'contains whitespace')
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw invalid('SIGNALWIRE_RELAY_HOST', rule, 'cannot be read as a URL')
    }
    if (url.username || url.password) {
      throw new Error('SIGNALWIRE_RELAY_HOST must not carry credentials: the page would see them')
    }
    return raw
  }
  return `wss://${new URL(spaceUrl).host}`
}

/**
 * Reads the configuration from an environment (by default `process.env`). Unset or empty
 * variables take their development defaults; a malformed value throws.
 */
export function loadConfig(env: Env = process.env): DevServerConfig {
  const projectId = env.SIGNALWIRE_PROJECT_ID?.trim() || DEV_PROJECT_ID
  const tokenFromEnv = env.SIGNALWIRE_PROJECT_TOKEN?.trim() ?? ''
  const spaceUrl = readSpaceUrl(env)
  return {
    projectId,
    projectToken: tokenFromEnv || DEV_PROJECT_TOKEN,
    projectTokenFromEnv: tokenFromEnv !== '',
    spaceUrl,
    relayHost: readRelayHost(env, spaceUrl),
    mockPort: readInt(env, 'MOCK_PORT', DEFAULT_MOCK_PORT, 0, 65535),
    clockOffsetS: readInt(env, 'SWAIG_MOCK_CLOCK_OFFSET_S', 0, -315_360_000, 315_360_000),
    secondsPerMinute: readInt(env, 'SWAIG_MOCK_SECONDS_PER_MINUTE', 60, 1, 60),
    maxSessions: readInt(env, 'SWAIG_MOCK_MAX_SESSIONS', DEFAULT_MAX_FAMILIES, 1, 10_000_000),
    spaceTimeoutMs: readInt(env, 'SWAIG_SPACE_TIMEOUT_MS', 10_000, 100, 60_000),
  }
}

/**
 * Start-up lines describing the configuration. Prints the project ID and where the token
 * comes from; prints the token value only when it is the public development default.
 */
export function describeConfig(config: DevServerConfig, origin: string): string[] {
  const token = config.projectTokenFromEnv
    ? 'from SIGNALWIRE_PROJECT_TOKEN (not shown)'
    : `dev default "${config.projectToken}" (set SIGNALWIRE_PROJECT_TOKEN to change)`
  const lines = [
    `token service: POST/PUT ${origin}/api/relay/rest/jwt (HTTP Basic)`,
    `  project ID ${config.projectId}; project token ${token}`,
    `relay stub:    ${origin.replace(/^http/, 'ws')}${RELAY_PATH}`,
    `preview:       POST ${origin}/preview/token, POST /preview/refresh, DELETE /preview/session`,
  ]
  if (config.spaceUrl !== null) {
    lines.push(`  preview tokens come from ${config.spaceUrl}; relay host ${config.relayHost}`)
  }
  if (config.secondsPerMinute !== 60) {
    lines.push(`  SWAIG_MOCK_SECONDS_PER_MINUTE=${config.secondsPerMinute}: mock lifetimes scaled`)
  }
  if (config.clockOffsetS !== 0) {
    lines.push(`  SWAIG_MOCK_CLOCK_OFFSET_S=${config.clockOffsetS}: mock clock shifted`)
  }
  return lines
}

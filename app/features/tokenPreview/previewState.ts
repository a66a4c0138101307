import { decodeJwt, type DecodedJwt } from './jwt'
import type { PreviewSession } from './previewApi'
import { redactForPage } from './redact'

/** `waiting`: the service is unavailable and the panel tries again by itself. */
export type ConnectionStatus =
  'idle' | 'connecting' | 'ready' | 'waiting' | 'error' | 'disconnected'

export interface LogEntry {
  at: number
  text: string
}

export interface PreviewState {
  status: ConnectionStatus
  /** Why the connection is in error or ended, in plain words. */
  message?: string
  session?: Omit<PreviewSession, 'jwt_token'>
  jwt?: string
  decoded?: DecodedJwt
  autoRefresh: boolean
  refreshing: boolean
  refreshCount: number
  log: readonly LogEntry[]
}

export type PreviewAction =
  | { type: 'connecting' }
  | { type: 'session'; session: PreviewSession }
  | { type: 'ready' }
  | { type: 'reconnecting' }
  | { type: 'refreshing'; value: boolean }
  | { type: 'refreshed'; jwt: string }
  | { type: 'error'; message: string }
  | { type: 'waiting'; message: string }
  | { type: 'ended'; message: string }
  | { type: 'autoRefresh'; value: boolean }
  | { type: 'log'; text: string }

export const initialPreview: PreviewState = {
  status: 'idle',
  autoRefresh: true,
  refreshing: false,
  refreshCount: 0,
  log: [],
}

const withLog = (s: PreviewState, text: string): PreviewState => ({
  ...s,
  log: [...s.log.slice(-49), { at: Date.now(), text: redactForPage(text) }],
})

/**
 * The preview's state machine: idle → connecting → ready ⇄ refreshing, → error | disconnected;
 * connecting or ready → waiting (service unavailable) → connecting, until it is back. Messages
 * and events are redacted of tokens and credentials (`redactForPage`).
 */
export function previewReducer(s: PreviewState, a: PreviewAction): PreviewState {
  switch (a.type) {
    case 'connecting':
      return withLog(
        { ...s, status: 'connecting', message: undefined, refreshCount: 0 },
        'Asking the server for a token…',
      )
    case 'session': {
      const { jwt_token, ...session } = a.session
      return withLog(
        { ...s, session, jwt: jwt_token, decoded: decodeJwt(jwt_token) },
        'Got a JWT from the server (the refresh token stays there). Connecting the client…',
      )
    }
    case 'ready':
      return s.status === 'ready'
        ? s
        : withLog({ ...s, status: 'ready', message: undefined }, 'Client ready (signalwire.ready).')
    case 'reconnecting':
      return withLog(
        { ...s, status: 'connecting' },
        'The connection dropped; the client reconnects.',
      )
    case 'refreshing':
      return { ...s, refreshing: a.value }
    case 'refreshed':
      return withLog(
        { ...s, jwt: a.jwt, decoded: decodeJwt(a.jwt), refreshCount: s.refreshCount + 1 },
        'Token refreshed: the client reauthenticated with a new JWT.',
      )
    case 'error': {
      const message = redactForPage(a.message)
      return withLog({ ...s, status: 'error', message }, `Error: ${message}`)
    }
    case 'waiting': {
      const message = redactForPage(a.message)
      return withLog({ ...s, status: 'waiting', message, refreshing: false }, message)
    }
    case 'ended': {
      const message = redactForPage(a.message)
      return withLog({ ...s, status: 'disconnected', message }, message)
    }
    case 'autoRefresh':
      return { ...s, autoRefresh: a.value }
    case 'log':
      return withLog(s, a.text)
  }
}

import { describe, expect, it } from 'vitest'
import { DEV_PROJECT_ID, DEV_PROJECT_TOKEN, describeConfig, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('uses development defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      projectId: DEV_PROJECT_ID,
      projectToken: DEV_PROJECT_TOKEN,
      projectTokenFromEnv: false,
      spaceUrl: null,
      relayHost: null,
      mockPort: 4010,
      clockOffsetS: 0,
      secondsPerMinute: 60,
      maxSessions: 100_000,
      spaceTimeoutMs: 10_000,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      SIGNALWIRE_PROJECT_ID: ' proj ',
      SIGNALWIRE_PROJECT_TOKEN: 'PTsecret',
      SIGNALWIRE_SPACE_URL: 'example.signalwire.com/',
      MOCK_PORT: '5000',
      SWAIG_MOCK_CLOCK_OFFSET_S: '-30',
      SWAIG_MOCK_SECONDS_PER_MINUTE: '1',
      SWAIG_MOCK_MAX_SESSIONS: '20',
      SWAIG_SPACE_TIMEOUT_MS: '500',
    })
    expect(config).toMatchObject({
      projectId: 'proj',
      projectToken: 'PTsecret',
      projectTokenFromEnv: true,
      spaceUrl: 'https://example.signalwire.com',
      relayHost: 'wss://example.signalwire.com',
      mockPort: 5000,
      clockOffsetS: -30,
      secondsPerMinute: 1,
      maxSessions: 20,
      spaceTimeoutMs: 500,
    })
  })

  it('lets SIGNALWIRE_RELAY_HOST override the relay host', () => {
    const env = {
      SIGNALWIRE_SPACE_URL: 'https://x.signalwire.com',
      SIGNALWIRE_RELAY_HOST: 'wss://relay.signalwire.com',
    }
    expect(loadConfig(env).relayHost).toBe('wss://relay.signalwire.com')
  })

  it('ignores SIGNALWIRE_RELAY_HOST without a space', () => {
    expect(loadConfig({ SIGNALWIRE_RELAY_HOST: 'wss://relay.signalwire.com' }).relayHost).toBeNull()
  })

  it.each([
    [{ MOCK_PORT: 'abc' }, /MOCK_PORT/],
    [{ MOCK_PORT: '70000' }, /MOCK_PORT/],
    [{ SWAIG_MOCK_SECONDS_PER_MINUTE: '0' }, /SWAIG_MOCK_SECONDS_PER_MINUTE/],
    [{ SWAIG_MOCK_SECONDS_PER_MINUTE: '61' }, /SWAIG_MOCK_SECONDS_PER_MINUTE/],
    [{ SWAIG_MOCK_SECONDS_PER_MINUTE: '0.5' }, /SWAIG_MOCK_SECONDS_PER_MINUTE/],
    [{ SWAIG_MOCK_CLOCK_OFFSET_S: '1e3' }, /SWAIG_MOCK_CLOCK_OFFSET_S/],
    [{ SIGNALWIRE_SPACE_URL: 'https://user:pw@x.signalwire.com' }, /credentials/],
    [{ SIGNALWIRE_SPACE_URL: 'http://exa mple' }, /SIGNALWIRE_SPACE_URL/],
    [
      {
        SIGNALWIRE_SPACE_URL: 'x.signalwire.com',
        SIGNALWIRE_RELAY_HOST: 'wss://u:p@relay.example',
      },
      /SIGNALWIRE_RELAY_HOST must not carry credentials/,
    ],
    [
      { SIGNALWIRE_SPACE_URL: 'x.signalwire.com', SIGNALWIRE_RELAY_HOST: 'relay.signalwire.com' },
      /SIGNALWIRE_RELAY_HOST/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  it.each([
    ['MOCK_PORT', 'PTsecretXYZ', 'is not a whole number'],
    ['SWAIG_MOCK_MAX_SESSIONS', '98765432109', 'is out of that range'],
    ['SIGNALWIRE_SPACE_URL', 'PT secretXYZ', 'contains whitespace'],
    ['SIGNALWIRE_SPACE_URL', 'https://[PTsecretXYZ', 'cannot be read as a URL'],
    ['SIGNALWIRE_RELAY_HOST', 'PTsecretXYZ', 'does not start with ws:// or wss://'],
    ['SIGNALWIRE_RELAY_HOST', 'wss://a PTsecretXYZ', 'contains whitespace'],
  ])('names %s and what is wrong with it, never its value', (name, value, problem) => {
    const env = { SIGNALWIRE_SPACE_URL: 'x.signalwire.com', [name]: value }
    let message = ''
    try {
      loadConfig(env)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain(name)
    expect(message).toContain(problem)
    expect(message).not.toContain(value)
    expect(message).not.toContain('secretXYZ')
  })
})

describe('describeConfig', () => {
  it('prints the dev token, which is public', () => {
    const text = describeConfig(loadConfig({}), 'http://127.0.0.1:4010').join('\n')
    expect(text).toContain(DEV_PROJECT_ID)
    expect(text).toContain(DEV_PROJECT_TOKEN)
    expect(text).toContain('ws://127.0.0.1:4010/relay')
  })

  it('never prints a token from the environment', () => {
    const env = {
      SIGNALWIRE_PROJECT_TOKEN: 'PTsecret-value',
      SIGNALWIRE_SPACE_URL: 'https://x.signalwire.com',
      SWAIG_MOCK_SECONDS_PER_MINUTE: '2',
      SWAIG_MOCK_CLOCK_OFFSET_S: '5',
    }
    const text = describeConfig(loadConfig(env), 'https://localhost:5173').join('\n')
    expect(text).not.toContain('PTsecret-value')
    expect(text).toContain('SIGNALWIRE_PROJECT_TOKEN (not shown)')
    expect(text).toContain('wss://localhost:5173/relay')
    expect(text).toMatch(/SECONDS_PER_MINUTE=2/)
    expect(text).toMatch(/CLOCK_OFFSET_S=5/)
  })
})

import { describe, expect, it } from 'vitest'
import { FALLBACK_SESSION_MS, PreviewSessions } from './previewSessions.ts'
import { KEY, T0 } from './testHelpers.ts'
import { ISSUER, signRefreshToken } from './tokens.ts'

const T0S = T0 / 1000
const token = (exp: number) =>
  signRefreshToken({ iat: T0S, iss: ISSUER, jti: 'j', sub: 'p', exp }, KEY)

describe('PreviewSessions', () => {
  it('creates unguessable ids and keeps the token until its exp', () => {
    const sessions = new PreviewSessions()
    const rt = token(T0S + 60)
    const id = sessions.create(rt, T0)
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(sessions.create(rt, T0)).not.toBe(id)
    expect(sessions.get(id, T0 + 59_999)?.refreshToken).toBe(rt)
    expect(sessions.get(id, T0 + 60_000)).toBeUndefined()
    expect(sessions.size).toBe(1)
  })

  it('falls back to 24 hours for tokens without a readable exp', () => {
    const sessions = new PreviewSessions()
    const id = sessions.create('opaque', T0)
    expect(sessions.get(id, T0 + FALLBACK_SESSION_MS - 1)).toBeDefined()
    expect(sessions.get(id, T0 + FALLBACK_SESSION_MS)).toBeUndefined()
  })

  it('replaces the token and its expiry', () => {
    const sessions = new PreviewSessions()
    const id = sessions.create(token(T0S + 60), T0)
    const next = token(T0S + 600)
    sessions.replace(id, next, T0)
    sessions.replace('unknown', next, T0)
    expect(sessions.get(id, T0 + 300_000)?.refreshToken).toBe(next)
  })

  it('deletes, sweeps, and keeps sessions with a refresh in flight', () => {
    const sessions = new PreviewSessions()
    const a = sessions.create(token(T0S + 10), T0)
    const b = sessions.create(token(T0S + 10), T0)
    const c = sessions.create(token(T0S + 100), T0)
    sessions.get(b, T0)!.inflight = Promise.resolve({ status: 200, headers: {}, body: '' })
    sessions.delete(c)
    sessions.delete('unknown')
    expect(sessions.sweep(T0 + 20_000)).toBe(1)
    expect(sessions.get(a, T0)).toBeUndefined()
    expect(sessions.get(b, T0 + 20_000)).toBeDefined()
  })

  it('has no room when full of live sessions, and never forgets one to make room', () => {
    const sessions = new PreviewSessions(2)
    const ids = [sessions.create(token(T0S + 10), T0), sessions.create(token(T0S + 100), T0)]
    expect(sessions.hasRoom(T0 + 9_999)).toBe(false)
    expect(ids.every((id) => sessions.get(id, T0 + 9_999))).toBe(true)
    expect(sessions.hasRoom(T0 + 10_000)).toBe(true)
    expect(sessions.get(ids[1]!, T0 + 10_000)).toBeDefined()
  })
})

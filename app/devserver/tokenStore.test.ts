import { describe, expect, it, vi } from 'vitest'
import type { RefreshRecord } from './tokenStore.ts'
import { TokenStore } from './tokenStore.ts'

const NOW = 1_000_000
let seq = 0
function record(overrides: Partial<RefreshRecord> = {}): Omit<RefreshRecord, 'used'> {
  seq += 1
  return {
    jti: `r${seq}`,
    familyId: 'f1',
    resource: 'alice',
    expiresIn: 15,
    exp: NOW + 1200,
    capAt: NOW + 86400,
    accessJti: `a${seq}`,
    accessExp: NOW + 900,
    ...overrides,
  }
}

describe('TokenStore', () => {
  it('lets a refresh token be used once', () => {
    const store = new TokenStore()
    const r = record()
    store.add(r, NOW)
    const first = store.consume(r.jti)
    expect(first).toMatchObject({ ok: true, record: { resource: 'alice', used: true } })
    expect(store.consume(r.jti)).toEqual({ ok: false, reason: 'reused' })
  })

  it('treats an unknown jti as unknown', () => {
    expect(new TokenStore().consume('nope')).toEqual({ ok: false, reason: 'unknown' })
  })

  it('revokes the whole family on reuse, including tokens issued later', () => {
    const store = new TokenStore()
    const a = record({ familyId: 'fam' })
    const b = record({ familyId: 'fam' })
    const stranger = record({ familyId: 'other' })
    for (const r of [a, b, stranger]) store.add(r, NOW)
    store.consume(a.jti)
    expect(store.consume(a.jti)).toEqual({ ok: false, reason: 'reused' })
    expect(store.consume(b.jti)).toEqual({ ok: false, reason: 'revoked' })
    expect(store.isAccessRevoked(b.accessJti)).toBe(true)
    expect(store.isAccessRevoked(stranger.accessJti)).toBe(false)
    const late = record({ familyId: 'fam' })
    store.add(late, NOW)
    expect(store.consume(late.jti)).toEqual({ ok: false, reason: 'revoked' })
    expect(store.consume(stranger.jti).ok).toBe(true)
  })

  it('knows nothing of unknown access JWTs', () => {
    expect(new TokenStore().isAccessRevoked('x')).toBe(false)
  })

  it('sweeps records once both the refresh token and the JWT have expired', () => {
    const store = new TokenStore()
    const short = record({ familyId: 'a', exp: NOW + 10, accessExp: NOW + 5 })
    const longJwt = record({ familyId: 'b', exp: NOW + 10, accessExp: NOW + 50 })
    store.add(short, NOW)
    store.add(longJwt, NOW)
    expect(store.sweep(NOW + 9)).toBe(0)
    expect(store.sweep(NOW + 10)).toBe(1)
    expect(store.size).toBe(1)
    expect(store.familyCount).toBe(1)
    expect(store.sweep(NOW + 50)).toBe(1)
    expect(store.size).toBe(0)
    expect(store.familyCount).toBe(0)
  })

  it('stays within its bound: sweeps, then forgets the oldest records', () => {
    const store = new TokenStore({ maxRecords: 3 })
    const expired = record({ familyId: 'x', exp: NOW - 1, accessExp: NOW - 1 })
    const live = [record(), record(), record(), record()]
    store.add(expired, NOW - 100)
    for (const r of live) store.add(r, NOW)
    expect(store.size).toBe(3)
    expect(store.consume(expired.jti)).toEqual({ ok: false, reason: 'unknown' })
    expect(store.consume(live[0]!.jti)).toEqual({ ok: false, reason: 'unknown' })
    expect(store.consume(live[3]!.jti).ok).toBe(true)
  })
})

describe('TokenStore when full', () => {
  it('forgets the oldest in insertion order, also after a sweep', () => {
    const store = new TokenStore({ maxRecords: 4 })
    const soon = record({ familyId: 's', exp: NOW + 5, accessExp: NOW + 5 })
    const [b, c, d, e, f] = [record(), record(), record(), record(), record()]
    for (const r of [soon, b, c, d]) store.add(r, NOW)
    store.add(e!, NOW + 10)
    expect(store.consume(soon.jti)).toEqual({ ok: false, reason: 'unknown' })
    expect(store.size).toBe(4)
    store.add(f!, NOW + 10)
    expect(store.size).toBe(4)
    expect(store.consume(b!.jti)).toEqual({ ok: false, reason: 'unknown' })
    for (const r of [c, d, e, f]) expect(store.consume(r!.jti).ok).toBe(true)
  })

  it('sweeps at most once per second, and only when a record may have expired', () => {
    const store = new TokenStore({ maxRecords: 10 })
    const sweep = vi.spyOn(store, 'sweep')
    for (let i = 0; i < 100; i++) store.add(record(), NOW)
    expect(sweep).not.toHaveBeenCalled()
    for (let i = 0; i < 100; i++) store.add(record({ exp: NOW + 2, accessExp: NOW + 2 }), NOW + 1)
    expect(sweep).not.toHaveBeenCalled()
    for (let i = 0; i < 100; i++) store.add(record(), NOW + 2)
    expect(sweep).toHaveBeenCalledTimes(1)
    expect(store.size).toBe(10)
  })

  it('keeps its maps and queue consistent across many evictions', () => {
    const store = new TokenStore({ maxRecords: 1000 })
    const all = Array.from({ length: 5000 }, (_, i) => record({ familyId: `f${i % 1500}` }))
    for (const r of all) store.add(r, NOW)
    expect(store.size).toBe(1000)
    expect(store.familyCount).toBe(1000)
    expect(store.consume(all[3999]!.jti)).toEqual({ ok: false, reason: 'unknown' })
    expect(all.slice(4000).every((r) => store.consume(r.jti).ok)).toBe(true)
    expect(store.sweep(NOW + 1200)).toBe(1000)
    expect([store.size, store.familyCount]).toEqual([0, 0])
  })
})

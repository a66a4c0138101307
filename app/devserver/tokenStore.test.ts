import { describe, expect, it, vi } from 'vitest'
import type { FamilySpec, PairIds, RefreshRecord } from './tokenStore.ts'
import { TokenStore, recordsOf } from './tokenStore.ts'

const NOW = 1_000_000
let seq = 0
function family(overrides: Partial<FamilySpec> = {}): FamilySpec {
  seq += 1
  return { id: `f${seq}`, resource: 'alice', expiresIn: 15, capAt: NOW + 86400, ...overrides }
}
function pair(overrides: Partial<PairIds> = {}): PairIds {
  seq += 1
  return {
    jti: `r${seq}`,
    exp: NOW + 1200,
    accessJti: `a${seq}`,
    accessExp: NOW + 900,
    ...overrides,
  }
}
/** Opens a family and returns its first record (throws when the store is full). */
function open(store: TokenStore, p: Partial<PairIds> = {}, nowS = NOW): RefreshRecord {
  const record = store.open(family(), pair(p), nowS)
  if (!record) throw new Error('store full')
  return record
}
/** Uses a record's refresh token and adds the family's next pair. */
function refresh(store: TokenStore, record: RefreshRecord): RefreshRecord {
  const consumed = store.consume(record.jti)
  if (!consumed.ok) throw new Error(consumed.reason)
  return store.rotate(consumed.record, pair())
}

describe('TokenStore', () => {
  it('lets a refresh token be used once', () => {
    const store = new TokenStore()
    const r = open(store)
    expect(store.consume(r.jti)).toMatchObject({ ok: true, record: { used: true } })
    expect(store.consume(r.jti)).toEqual({ ok: false, reason: 'reused' })
  })

  it('treats an unknown jti as unknown', () => {
    expect(new TokenStore().consume('nope')).toEqual({ ok: false, reason: 'unknown' })
  })

  it('revokes the whole family on reuse, tokens issued later included, and says so once', () => {
    const onRevoke = vi.fn()
    const store = new TokenStore({ onRevoke })
    const first = open(store)
    const stranger = open(store)
    const second = refresh(store, first)
    expect(store.consume(first.jti)).toEqual({ ok: false, reason: 'reused' })
    expect(store.consume(first.jti)).toEqual({ ok: false, reason: 'reused' })
    expect(onRevoke).toHaveBeenCalledTimes(1)
    expect(onRevoke).toHaveBeenCalledWith(first.family)
    expect(store.consume(second.jti)).toEqual({ ok: false, reason: 'revoked' })
    expect(store.isAccessRevoked(second.accessJti)).toBe(true)
    expect(store.isAccessRevoked(stranger.accessJti)).toBe(false)
    expect(store.consume(stranger.jti).ok).toBe(true)
  })

  it('finds the family of an access JWT it holds, and nothing for others', () => {
    const store = new TokenStore()
    const r = open(store)
    const next = refresh(store, r)
    expect(store.familyOfAccess(r.accessJti)).toBe(r.family)
    expect(store.familyOfAccess(next.accessJti)).toBe(r.family)
    expect(store.familyOfAccess('x')).toBeUndefined()
    expect(store.isAccessRevoked('x')).toBe(false)
  })

  it('sweeps records once both the refresh token and the JWT have expired', () => {
    const store = new TokenStore()
    open(store, { exp: NOW + 10, accessExp: NOW + 5 })
    open(store, { exp: NOW + 10, accessExp: NOW + 50 })
    expect(store.sweep(NOW + 9)).toBe(0)
    expect(store.sweep(NOW + 10)).toBe(1)
    expect([store.size, store.familyCount]).toEqual([1, 1])
    expect(store.sweep(NOW + 50)).toBe(1)
    expect([store.size, store.familyCount]).toEqual([0, 0])
  })

  it('keeps a bounded number of records per family: the oldest used one is forgotten', () => {
    const onRevoke = vi.fn()
    const store = new TokenStore({ recordsPerFamily: 3, onRevoke })
    const chain = [open(store)]
    for (let i = 0; i < 4; i++) chain.push(refresh(store, chain.at(-1)!))
    expect(store.size).toBe(3)
    expect(store.familyCount).toBe(1)
    expect(recordsOf(chain[0]!.family)).toEqual(chain.slice(2).reverse())
    expect(store.consume(chain[1]!.jti)).toEqual({ ok: false, reason: 'unknown' })
    expect(onRevoke).not.toHaveBeenCalled()
    expect(store.consume(chain[2]!.jti)).toEqual({ ok: false, reason: 'reused' })
    expect(onRevoke).toHaveBeenCalledTimes(1)
  })
})

describe('TokenStore when full', () => {
  it('sweeps expired families first, then refuses rather than forget a live session', () => {
    const store = new TokenStore({ maxFamilies: 3 })
    open(store, { exp: NOW + 5, accessExp: NOW + 5 })
    const live = [open(store), open(store)]
    expect(store.open(family(), pair(), NOW + 4)).toBeNull()
    live.push(open(store, {}, NOW + 5))
    for (let i = 0; i < 1000; i++) expect(store.open(family(), pair(), NOW + 6)).toBeNull()
    expect(store.familyCount).toBe(3)
    for (const r of live) expect(store.consume(r.jti).ok).toBe(true)
  })

  it('still rotates the families it holds', () => {
    const store = new TokenStore({ maxFamilies: 1 })
    let r = open(store)
    for (let i = 0; i < 10; i++) r = refresh(store, r)
    expect(store.consume(r.jti).ok).toBe(true)
  })

  it('sweeps only when a record may have expired, so at most once per second', () => {
    const store = new TokenStore({ maxFamilies: 10 })
    const sweep = vi.spyOn(store, 'sweep')
    for (let i = 0; i < 10; i++) open(store, { exp: NOW + 2, accessExp: NOW + 2 })
    for (let i = 0; i < 100; i++) store.open(family(), pair(), NOW + 1)
    expect(sweep).not.toHaveBeenCalled()
    for (let i = 0; i < 100; i++) store.open(family(), pair(), NOW + 2)
    expect(sweep).toHaveBeenCalledTimes(1)
    expect(store.familyCount).toBe(10)
  })

  it('says how long until a record may expire', () => {
    const store = new TokenStore({ maxFamilies: 1 })
    expect(store.secondsUntilRoom(NOW)).toBe(1)
    open(store, { exp: NOW + 30, accessExp: NOW + 20 })
    expect(store.secondsUntilRoom(NOW)).toBe(30)
    expect(store.secondsUntilRoom(NOW + 40)).toBe(1)
  })

  it('keeps its maps and counts consistent across many families and sweeps', () => {
    const store = new TokenStore({ maxFamilies: 1000 })
    const all = Array.from({ length: 1000 }, (_, i) => open(store, { exp: NOW + 10 + (i % 50) }))
    for (const r of all.slice(0, 300)) refresh(store, r)
    expect([store.size, store.familyCount]).toEqual([1300, 1000])
    expect(store.sweep(NOW + 1200)).toBe(1300)
    expect([store.size, store.familyCount]).toEqual([0, 0])
    expect(recordsOf(open(store).family)).toHaveLength(1)
  })
})

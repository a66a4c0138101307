/**
 * Server-side state of the mock token service: one record per issued refresh token, grouped in
 * families (all tokens descending from one POST). Single use with reuse detection, bounded size.
 * All times are epoch seconds. Every method is synchronous, so a check-and-mark cannot race.
 */

export interface RefreshRecord {
  /** `jti` of the refresh token. */
  jti: string
  familyId: string
  resource: string
  /** Lifetime of the family's JWTs, in `expires_in` minutes. */
  expiresIn: number
  /** `exp` of the refresh token. */
  exp: number
  /** End of the family: no refresh token of it lives past this. */
  capAt: number
  /** `jti` and `exp` of the access JWT issued together with this refresh token. */
  accessJti: string
  accessExp: number
  used: boolean
}

export type ConsumeResult =
  { ok: true; record: RefreshRecord } | { ok: false; reason: 'unknown' | 'reused' | 'revoked' }

interface Family {
  revoked: boolean
  jtis: Set<string>
}

/** Default bound on live records (about 300 bytes each). */
export const DEFAULT_MAX_RECORDS = 50_000

export class TokenStore {
  private readonly records = new Map<string, RefreshRecord>()
  private readonly byAccessJti = new Map<string, string>()
  private readonly families = new Map<string, Family>()
  private readonly maxRecords: number
  /**
   * The live records in insertion order, from `head` on: forgetting the oldest is O(1). (A Map's
   * first key is not: V8 scans the holes its deleted entries leave at the front.)
   */
  private queue: (RefreshRecord | undefined)[] = []
  private head = 0
  /** No record expires before this (a lower bound: kept by `add`, made exact by `sweep`). */
  private earliestExpiry = Infinity
  /** When the last sweep ran, so that a full store sweeps at most once per second. */
  private lastSweepS = -Infinity

  constructor(options: { maxRecords?: number } = {}) {
    this.maxRecords = Math.max(1, options.maxRecords ?? DEFAULT_MAX_RECORDS)
  }

  /** Number of refresh-token records currently held. */
  get size(): number {
    return this.records.size
  }

  /** Number of families currently held. */
  get familyCount(): number {
    return this.families.size
  }

  /**
   * Stores a freshly issued pair. When the store is full, expired records are swept first (at
   * most once per second, and only when a record may have expired since the last sweep), then
   * the oldest records are forgotten (their refresh tokens then fail as unknown). So a full
   * store costs O(1) per add plus at most one O(n) sweep per second, where it used to sweep on
   * every add. A record added to a family revoked in the meantime is born revoked.
   */
  add(record: Omit<RefreshRecord, 'used'>, nowS: number): void {
    const full = this.records.size >= this.maxRecords
    if (full && nowS >= this.earliestExpiry && nowS > this.lastSweepS) this.sweep(nowS)
    while (this.records.size >= this.maxRecords && this.head < this.queue.length) {
      const oldest = this.queue[this.head]!
      this.queue[this.head] = undefined
      this.head += 1
      this.forget(oldest)
    }
    this.compactQueue()
    const stored: RefreshRecord = { ...record, used: false }
    this.records.set(stored.jti, stored)
    this.queue.push(stored)
    this.byAccessJti.set(stored.accessJti, stored.jti)
    this.earliestExpiry = Math.min(this.earliestExpiry, expiryOf(stored))
    let family = this.families.get(stored.familyId)
    if (!family) {
      family = { revoked: false, jtis: new Set() }
      this.families.set(stored.familyId, family)
    }
    family.jtis.add(stored.jti)
  }

  /**
   * Uses a refresh token once. Marks it used before returning, so of concurrent callers only the
   * first succeeds. Presenting a used token revokes its whole family (reuse detection).
   * The caller checks expiry before calling this.
   */
  consume(jti: string): ConsumeResult {
    const record = this.records.get(jti)
    if (!record) return { ok: false, reason: 'unknown' }
    const family = this.families.get(record.familyId)
    if (record.used) {
      if (family) family.revoked = true
      return { ok: false, reason: 'reused' }
    }
    if (family?.revoked) return { ok: false, reason: 'revoked' }
    record.used = true
    return { ok: true, record }
  }

  /** Whether the family of the access JWT with this `jti` has been revoked. */
  isAccessRevoked(accessJti: string): boolean {
    const jti = this.byAccessJti.get(accessJti)
    const record = jti === undefined ? undefined : this.records.get(jti)
    return record !== undefined && this.families.get(record.familyId)?.revoked === true
  }

  /**
   * Forgets every record whose refresh token and JWT have both expired, and every family left
   * empty. Returns the number of records removed.
   */
  sweep(nowS: number): number {
    const kept: RefreshRecord[] = []
    let earliest = Infinity
    for (let i = this.head; i < this.queue.length; i++) {
      const record = this.queue[i]!
      const expiry = expiryOf(record)
      if (expiry <= nowS) {
        this.forget(record)
      } else {
        kept.push(record)
        earliest = Math.min(earliest, expiry)
      }
    }
    const removed = this.queue.length - this.head - kept.length
    this.queue = kept
    this.head = 0
    this.earliestExpiry = earliest
    this.lastSweepS = nowS
    return removed
  }

  /** Drops the forgotten front of the queue once it is over half of it (amortised O(1)). */
  private compactQueue(): void {
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head)
      this.head = 0
    }
  }

  /** Removes a record from the maps (the caller takes it out of the queue). */
  private forget(record: RefreshRecord): void {
    if (this.records.get(record.jti) !== record) return
    this.records.delete(record.jti)
    this.byAccessJti.delete(record.accessJti)
    const family = this.families.get(record.familyId)
    family?.jtis.delete(record.jti)
    if (family && family.jtis.size === 0) this.families.delete(record.familyId)
  }
}

/** When a record can be forgotten: both its refresh token and its JWT have expired. */
function expiryOf(record: RefreshRecord): number {
  return Math.max(record.exp, record.accessExp)
}

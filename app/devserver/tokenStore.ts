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
   * Stores a freshly issued pair. When the store is full, expired records are swept first and
   * then the oldest records are forgotten (their refresh tokens then fail as unknown).
   * A record added to a family revoked in the meantime is born revoked.
   */
  add(record: Omit<RefreshRecord, 'used'>, nowS: number): void {
    if (this.records.size >= this.maxRecords) this.sweep(nowS)
    while (this.records.size >= this.maxRecords) {
      const oldest = this.records.keys().next().value
      if (oldest === undefined) break
      this.remove(oldest)
    }
    this.records.set(record.jti, { ...record, used: false })
    this.byAccessJti.set(record.accessJti, record.jti)
    let family = this.families.get(record.familyId)
    if (!family) {
      family = { revoked: false, jtis: new Set() }
      this.families.set(record.familyId, family)
    }
    family.jtis.add(record.jti)
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
    let removed = 0
    for (const record of this.records.values()) {
      if (Math.max(record.exp, record.accessExp) <= nowS) {
        this.remove(record.jti)
        removed += 1
      }
    }
    return removed
  }

  private remove(jti: string): void {
    const record = this.records.get(jti)
    if (!record) return
    this.records.delete(jti)
    this.byAccessJti.delete(record.accessJti)
    const family = this.families.get(record.familyId)
    family?.jtis.delete(jti)
    if (family && family.jtis.size === 0) this.families.delete(record.familyId)
  }
}

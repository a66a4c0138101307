/**
 * Server-side state of the mock token service: one record per issued refresh token, grouped in
 * families (all tokens descending from one POST, i.e. one session). Single use with reuse
 * detection, and a bound that never forgets a live session: when the store holds its maximum of
 * families and none has expired, a new family is refused (the endpoint answers 503).
 * All times are epoch seconds. Every method is synchronous, so a check-and-mark cannot race.
 */

/**
 * One session: what every token of it shares. Its records form a list from the newest
 * (`newest`, the live one) back through `older`: a list costs one field per record where an
 * array costs a backing store of 17 slots per family (measured: about 150 bytes).
 */
export interface Family {
  /** A random ID (the token endpoint uses its first refresh token's `jti`). */
  readonly id: string
  readonly resource: string
  /** Lifetime of the family's JWTs, in `expires_in` minutes. */
  readonly expiresIn: number
  /** End of the family: no refresh token of it lives past this. */
  readonly capAt: number
  revoked: boolean
  /** The newest record (null once every record is forgotten). */
  newest: RefreshRecord | null
  /** Number of records held. */
  count: number
}

export interface RefreshRecord {
  /** `jti` of the refresh token. */
  readonly jti: string
  readonly family: Family
  /** `exp` of the refresh token. */
  readonly exp: number
  /** `jti` and `exp` of the access JWT issued together with this refresh token. */
  readonly accessJti: string
  readonly accessExp: number
  used: boolean
  /** The family's previous record, or null. */
  older: RefreshRecord | null
}

/** The tokens of a freshly issued pair. */
export interface PairIds {
  jti: string
  exp: number
  accessJti: string
  accessExp: number
}

export type FamilySpec = Pick<Family, 'id' | 'resource' | 'expiresIn' | 'capAt'>

/** The records of a family, newest first. */
export function recordsOf(family: Family): RefreshRecord[] {
  const list: RefreshRecord[] = []
  for (let r = family.newest; r !== null; r = r.older) list.push(r)
  return list
}

export type ConsumeResult =
  { ok: true; record: RefreshRecord } | { ok: false; reason: 'unknown' | 'reused' | 'revoked' }

/** Default bound on live families (sessions). */
export const DEFAULT_MAX_FAMILIES = 100_000
/**
 * Records kept per family: the live one and the last three used ones, whose reuse still revokes
 * the family. An older used token is forgotten: presented again, it is refused as unknown.
 */
export const DEFAULT_RECORDS_PER_FAMILY = 4

export interface TokenStoreOptions {
  maxFamilies?: number
  recordsPerFamily?: number
  /** Called once when a family is revoked (reuse detected), with the family. */
  onRevoke?: (family: Family) => void
}

export class TokenStore {
  private readonly records = new Map<string, RefreshRecord>()
  private readonly byAccessJti = new Map<string, RefreshRecord>()
  private families = 0
  private readonly maxFamilies: number
  private readonly recordsPerFamily: number
  private readonly onRevoke: ((family: Family) => void) | undefined
  /** No record expires before this (a lower bound kept by `add`, made exact by `sweep`). */
  private earliestExpiry = Infinity

  constructor(options: TokenStoreOptions = {}) {
    this.maxFamilies = Math.max(1, options.maxFamilies ?? DEFAULT_MAX_FAMILIES)
    this.recordsPerFamily = Math.max(2, options.recordsPerFamily ?? DEFAULT_RECORDS_PER_FAMILY)
    this.onRevoke = options.onRevoke
  }

  /** Number of refresh-token records currently held. */
  get size(): number {
    return this.records.size
  }

  /** Number of families (sessions) currently held. */
  get familyCount(): number {
    return this.families
  }

  /** The bound on families given to the constructor. */
  get capacity(): number {
    return this.maxFamilies
  }

  /**
   * Starts a family with its first pair, or returns null when the store is full: it then holds
   * `maxFamilies` families none of which has fully expired (expired records are swept first,
   * at most once per second of `nowS`, and only when one may have expired).
   */
  open(spec: FamilySpec, pair: PairIds, nowS: number): RefreshRecord | null {
    if (this.families >= this.maxFamilies && nowS >= this.earliestExpiry) this.sweep(nowS)
    if (this.families >= this.maxFamilies) return null
    // Literals with every field (no spread): objects with all their fields in place.
    const family: Family = {
      id: spec.id,
      resource: spec.resource,
      expiresIn: spec.expiresIn,
      capAt: spec.capAt,
      revoked: false,
      newest: null,
      count: 0,
    }
    this.families += 1
    return this.add(family, pair)
  }

  /**
   * Adds the next pair to the family of a record just consumed. Never refused: the family drops
   * its oldest used record when it holds `recordsPerFamily`, so a family's size is bounded. A
   * record added to a family revoked in the meantime is born revoked.
   */
  rotate(previous: RefreshRecord, pair: PairIds): RefreshRecord {
    const { family } = previous
    if (family.count === 0) this.families += 1
    while (family.count >= this.recordsPerFamily) this.forget(this.oldestOf(family))
    return this.add(family, pair)
  }

  /**
   * Uses a refresh token once. Marks it used before returning, so of concurrent callers only the
   * first succeeds. Presenting a used token revokes its whole family (reuse detection).
   * The caller checks expiry before calling this.
   */
  consume(jti: string): ConsumeResult {
    const record = this.records.get(jti)
    if (!record) return { ok: false, reason: 'unknown' }
    const { family } = record
    if (record.used) {
      this.revoke(family)
      return { ok: false, reason: 'reused' }
    }
    if (family.revoked) return { ok: false, reason: 'revoked' }
    record.used = true
    return { ok: true, record }
  }

  /** The family of the access JWT with this `jti`, or undefined when the store does not hold it. */
  familyOfAccess(accessJti: string): Family | undefined {
    return this.byAccessJti.get(accessJti)?.family
  }

  /** Whether the family of the access JWT with this `jti` has been revoked. */
  isAccessRevoked(accessJti: string): boolean {
    return this.familyOfAccess(accessJti)?.revoked === true
  }

  /**
   * Forgets every record whose refresh token and JWT have both expired, and every family left
   * without records. Returns the number of records removed.
   */
  sweep(nowS: number): number {
    let removed = 0
    let earliest = Infinity
    for (const record of this.records.values()) {
      const expiry = expiryOf(record)
      if (expiry <= nowS) {
        this.forget(record)
        removed += 1
      } else if (expiry < earliest) {
        earliest = expiry
      }
    }
    this.earliestExpiry = earliest
    return removed
  }

  /** Seconds until the first record may expire (at least 1): a `Retry-After` for a full store. */
  secondsUntilRoom(nowS: number): number {
    return Number.isFinite(this.earliestExpiry) ? Math.max(1, this.earliestExpiry - nowS) : 1
  }

  private add(family: Family, pair: PairIds): RefreshRecord {
    const record: RefreshRecord = {
      jti: pair.jti,
      family,
      exp: pair.exp,
      accessJti: pair.accessJti,
      accessExp: pair.accessExp,
      used: false,
      older: family.newest,
    }
    family.newest = record
    family.count += 1
    this.records.set(record.jti, record)
    this.byAccessJti.set(record.accessJti, record)
    const expiry = expiryOf(record)
    if (expiry < this.earliestExpiry) this.earliestExpiry = expiry
    return record
  }

  private revoke(family: Family): void {
    if (family.revoked) return
    family.revoked = true
    this.onRevoke?.(family)
  }

  private oldestOf(family: Family): RefreshRecord {
    let r = family.newest!
    while (r.older !== null) r = r.older
    return r
  }

  /** Removes a record from the maps and its family (and counts the family out when emptied). */
  private forget(record: RefreshRecord): void {
    if (this.records.get(record.jti) !== record) return
    this.records.delete(record.jti)
    this.byAccessJti.delete(record.accessJti)
    const family = record.family
    if (family.newest === record) family.newest = record.older
    else {
      let newer = family.newest
      while (newer !== null && newer.older !== record) newer = newer.older
      if (newer) newer.older = record.older
    }
    record.older = null
    family.count -= 1
    if (family.count === 0) this.families -= 1
  }
}

/** When a record can be forgotten: both its refresh token and its JWT have expired. */
function expiryOf(record: RefreshRecord): number {
  return Math.max(record.exp, record.accessExp)
}

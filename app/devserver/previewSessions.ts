/**
 * Server-side memory of the preview routes: one refresh token per preview session, keyed by a
 * random session ID that the browser holds. The refresh token itself never leaves this map.
 */
import { randomBytes } from 'node:crypto'
import type { HttpResponse } from './httpMessages.ts'
import { peekExpiry } from './tokens.ts'

/** Most preview sessions kept at once; past it, new ones are refused (see `hasRoom`). */
export const MAX_PREVIEW_SESSIONS = 1000
/** How long a session lives when its refresh token carries no readable `exp`. */
export const FALLBACK_SESSION_MS = 24 * 60 * 60 * 1000

export interface PreviewSession {
  refreshToken: string
  /** When the stored refresh token stops being usable, epoch ms. */
  expiresAtMs: number
  /** The refresh in progress, shared by concurrent callers (a second PUT would be a reuse). */
  inflight: Promise<HttpResponse> | null
}

function expiryOf(refreshToken: string, nowMs: number): number {
  const exp = peekExpiry(refreshToken)
  return exp === null ? nowMs + FALLBACK_SESSION_MS : exp * 1000
}

export class PreviewSessions {
  private readonly sessions = new Map<string, PreviewSession>()

  constructor(private readonly maxSessions = MAX_PREVIEW_SESSIONS) {}

  get size(): number {
    return this.sessions.size
  }

  /** The bound given to the constructor. */
  get capacity(): number {
    return this.maxSessions
  }

  /**
   * Whether a new session may start: true below the bound, else after sweeping the expired
   * ones. A live session is never forgotten to make room.
   */
  hasRoom(nowMs: number): boolean {
    if (this.sessions.size < this.maxSessions) return true
    this.sweep(nowMs)
    return this.sessions.size < this.maxSessions
  }

  /**
   * Stores a refresh token under a new random session ID (128 bits, base64url) and returns it.
   * Check `hasRoom` first: this never refuses, so that a token already issued is not lost.
   */
  create(refreshToken: string, nowMs: number): string {
    const id = randomBytes(16).toString('base64url')
    this.sessions.set(id, {
      refreshToken,
      expiresAtMs: expiryOf(refreshToken, nowMs),
      inflight: null,
    })
    return id
  }

  /** The live session with this ID, or undefined (unknown, deleted or expired). */
  get(id: string, nowMs: number): PreviewSession | undefined {
    const session = this.sessions.get(id)
    if (session && session.expiresAtMs <= nowMs && session.inflight === null) {
      this.sessions.delete(id)
      return undefined
    }
    return session
  }

  /** Replaces the stored refresh token after a successful refresh. */
  replace(id: string, refreshToken: string, nowMs: number): void {
    const session = this.sessions.get(id)
    if (!session) return
    session.refreshToken = refreshToken
    session.expiresAtMs = expiryOf(refreshToken, nowMs)
  }

  /** Forgets a session; unknown IDs are ignored. */
  delete(id: string): void {
    this.sessions.delete(id)
  }

  /** Forgets every expired session that has no refresh in progress. Returns how many. */
  sweep(nowMs: number): number {
    let removed = 0
    for (const [id, session] of this.sessions) {
      if (session.expiresAtMs <= nowMs && session.inflight === null) {
        this.sessions.delete(id)
        removed += 1
      }
    }
    return removed
  }
}

/**
 * Every size and time limit of the dev-server services in one place, with the numbers the
 * README states. Hosts take the defaults; tests pass short ones (`createDevServices({limits})`).
 */

export interface ServiceLimits {
  /** Largest request body of the token endpoint and the preview routes, in bytes (413 past it). */
  maxBodyBytes: number
  /** A request's headers must arrive within this time of its first byte, or of the connection. */
  headersTimeoutMs: number
  /**
   * A keep-alive connection with no request in progress is closed this long after its last
   * response, plus the 1 s margin Node 20 adds (so 5 s by default). Node announces it to
   * clients as `Keep-Alive: timeout=<s>`, so that they stop reusing the connection first.
   */
  keepAliveTimeoutMs: number
  /** The body of a token or preview request must arrive within this time of its headers (408). */
  bodyTimeoutMs: number
  /** Node's bound on a whole request (headers and body) on every route, Vite's included (408). */
  requestTimeoutMs: number
  /** How often Node checks the two timeouts above (so they fire at most this much late). */
  timeoutCheckIntervalMs: number
  /** After a 413, 408 or 503, the rest of the request is read and dropped for at most this long. */
  lingerMs: number
  /** Open sockets (HTTP and WebSocket); past it, a new connection's request gets 503. */
  maxSockets: number
  /** Past this many open sockets, Node closes new connections at once, without an answer. */
  hardMaxSockets: number
  /** A Relay socket must authenticate (`blade.connect`) within this time, or it is closed. */
  relayAuthTimeoutMs: number
  /** The Relay stub pings every socket this often; one that missed the last pong is closed. */
  relayPingIntervalMs: number
}

export const DEFAULT_LIMITS: Readonly<ServiceLimits> = {
  maxBodyBytes: 16 * 1024,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 4_000,
  bodyTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  timeoutCheckIntervalMs: 1_000,
  lingerMs: 2_000,
  maxSockets: 1_000,
  hardMaxSockets: 2_000,
  relayAuthTimeoutMs: 10_000,
  relayPingIntervalMs: 30_000,
}

/** The defaults with some limits replaced (tests use short times). */
export function limitsWith(overrides: Partial<ServiceLimits> = {}): ServiceLimits {
  return { ...DEFAULT_LIMITS, ...overrides }
}

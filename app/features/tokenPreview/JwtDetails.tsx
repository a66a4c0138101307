import { useEffect, useState } from 'react'
import { formatCountdown, type DecodedJwt } from './jwt'

const TIME_CLAIMS = new Set(['iat', 'exp', 'nbf'])

/** The JWT's header and claims (times in local time) and a live countdown to its expiry. */
export function JwtDetails({ decoded }: { decoded: DecodedJwt }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const left = decoded.expiresAt !== undefined ? decoded.expiresAt - now : undefined
  return (
    <section className="preview-section" aria-labelledby="preview-jwt">
      <div className="preview-section-head">
        <h3 id="preview-jwt">Access token (JWT)</h3>
        {left !== undefined && (
          <span
            className={`countdown${left <= 60_000 ? ' is-soon' : ''}`}
            role="timer"
            aria-live="off"
            aria-label="Time until the token expires"
          >
            {left > 0 ? `Expires in ${formatCountdown(left)}` : 'Expired'}
          </span>
        )}
      </div>
      <dl className="claims">
        {Object.entries(decoded.claims).map(([key, value]) => (
          <div key={key} className="claim">
            <dt>{key}</dt>
            <dd>
              {TIME_CLAIMS.has(key) && typeof value === 'number' ? (
                <time dateTime={new Date(value * 1000).toISOString()}>
                  {new Date(value * 1000).toLocaleString()}
                </time>
              ) : (
                String(typeof value === 'object' ? JSON.stringify(value) : value)
              )}
            </dd>
          </div>
        ))}
        <div className="claim">
          <dt>header</dt>
          <dd>{JSON.stringify(decoded.header)}</dd>
        </div>
        <div className="claim">
          <dt>refresh token</dt>
          <dd className="muted">Held by the server; never sent to this page.</dd>
        </div>
      </dl>
    </section>
  )
}

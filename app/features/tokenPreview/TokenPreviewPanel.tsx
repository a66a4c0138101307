import { useState } from 'react'
import { Button } from '../../components/Button'
import { JwtDetails } from './JwtDetails'
import { SnippetTabs } from './SnippetTabs'
import { useRelayPreview } from './useRelayPreview'
import type { ConnectionStatus } from './previewState'

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  idle: 'Not connected',
  connecting: 'Connecting',
  ready: 'Ready',
  waiting: 'Unavailable',
  error: 'Error',
  disconnected: 'Disconnected',
}
const MAX_MINUTES = 10080

/**
 * "Client preview": connects the real browser client (@signalwire/js v1) with a token from the
 * token endpoint, as the user's own web app would, and shows the token and its refreshes.
 */
export function TokenPreviewPanel() {
  const { state, connect, disconnect, refresh, setAutoRefresh } = useRelayPreview()
  const [resource, setResource] = useState('')
  const [expiresIn, setExpiresIn] = useState('15')
  const minutes = Number(expiresIn)
  const minutesValid = /^\d+$/.test(expiresIn) && minutes >= 1 && minutes <= MAX_MINUTES
  const live =
    state.status === 'connecting' || state.status === 'ready' || state.status === 'waiting'

  return (
    <div className="preview">
      <p className="preview-intro">
        Connect a real SignalWire browser client with a token, the way your web app will. The
        project token and the refresh token stay on the server; the page only ever holds the JWT.
      </p>
      <form
        className="preview-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (minutesValid) void connect({ resource: resource.trim(), expiresIn: minutes })
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="preview-resource">
            Resource
          </label>
          <input
            id="preview-resource"
            className="input"
            value={resource}
            placeholder="alice"
            aria-describedby="preview-resource-help"
            onChange={(e) => setResource(e.target.value)}
          />
          <p id="preview-resource-help" className="field-help">
            The name others dial to reach this client. Leave empty for a random ID.
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="preview-expires">
            Expires in (minutes)
          </label>
          <input
            id="preview-expires"
            className="input"
            inputMode="numeric"
            value={expiresIn}
            aria-invalid={minutesValid ? undefined : true}
            aria-describedby="preview-expires-help"
            onChange={(e) => setExpiresIn(e.target.value)}
          />
          <p id="preview-expires-help" className={minutesValid ? 'field-help' : 'field-error'}>
            {minutesValid
              ? 'Default 15. Try 1 to watch a refresh happen.'
              : `A whole number of minutes from 1 to ${MAX_MINUTES} (7 days).`}
          </p>
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={state.autoRefresh}
            onChange={(e) => setAutoRefresh(e.target.checked)}
          />
          <span className="switch-track" aria-hidden="true" />
          <span className="switch-label">Refresh automatically</span>
        </label>
        <div className="preview-actions">
          {live ? (
            // Distinct keys: the submit button must not take the place of this one mid-click.
            <Button key="disconnect" variant="secondary" onClick={disconnect}>
              Disconnect
            </Button>
          ) : (
            <Button key="connect" type="submit" variant="primary" disabled={!minutesValid}>
              Connect
            </Button>
          )}
          <Button
            disabled={state.status !== 'ready' || state.refreshing}
            onClick={() => void refresh()}
          >
            {state.refreshing ? 'Refreshing…' : 'Refresh token'}
          </Button>
        </div>
      </form>

      <div
        className={`preview-status status-${state.status}`}
        role="status"
        aria-label="Connection status"
      >
        <span className="status-dot" aria-hidden="true" />
        <span>
          <strong>{STATUS_TEXT[state.status]}</strong>
          {state.message && <span className="status-message"> — {state.message}</span>}
        </span>
        {state.refreshCount > 0 && (
          <span className="status-count">Refreshed {state.refreshCount}×</span>
        )}
      </div>

      {state.decoded && <JwtDetails decoded={state.decoded} />}

      {state.log.length > 0 && (
        <section className="preview-section" aria-labelledby="preview-log">
          <h3 id="preview-log">Events</h3>
          <ol className="preview-log">
            {state.log.map((entry, i) => (
              <li key={i}>
                <time>{new Date(entry.at).toLocaleTimeString()}</time> {entry.text}
              </li>
            ))}
          </ol>
        </section>
      )}

      {state.jwt && state.session && (
        <SnippetTabs
          project={state.session.project}
          jwt={state.jwt}
          host={state.session.host}
          resource={resource.trim()}
          expiresIn={minutesValid ? minutes : 15}
        />
      )}
    </div>
  )
}

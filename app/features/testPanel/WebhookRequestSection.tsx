import { useMemo, useState } from 'react'
import { Button } from '../../components/Button'
import { curlCommand, webhookRequest, type SimulationInput } from '../../model/simulate'
import { useStudioApi } from '../../store/context'
import { panelStore, usePanel } from './panelStore'

interface Props {
  name: string
  input: SimulationInput | undefined
  busy: boolean
  onSend(): void
}

/**
 * For a `web_hook_url` function: the exact request its server receives, as a curl command to
 * copy, and "Send to my server" — off until the person turns it on, then sent through the dev
 * server (the page itself would be stopped by CORS).
 */
export function WebhookRequestSection({ name, input, busy, onSend }: Props) {
  const api = useStudioApi()
  const allowed = usePanel((s) => s.sendAllowed)
  const [copied, setCopied] = useState<string | null>(null)
  const request = useMemo(
    () => (input ? webhookRequest(api.getState().doc, name, input) : undefined),
    [api, name, input],
  )
  if (!request) return null
  const { problem, ...sent } = request
  const curl = curlCommand(sent)
  async function copy() {
    try {
      await navigator.clipboard.writeText(curl)
      setCopied('Copied the curl command.')
    } catch {
      setCopied('The browser did not allow copying: select the command below and copy it.')
    }
  }
  return (
    <section className="test-section" aria-labelledby="test-request-title">
      <h3 id="test-request-title">The request your server receives</h3>
      {problem ? (
        <p className="field-error">{problem}</p>
      ) : (
        <>
          <pre className="test-request" aria-label="The request">
            {`${sent.method} ${sent.url}\n${Object.entries(sent.headers)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}\n\n${JSON.stringify(sent.body, null, 2)}`}
          </pre>
          <details>
            <summary>curl command</summary>
            <pre className="test-request">{curl}</pre>
          </details>
          <div className="test-actions">
            <Button size="sm" icon="copy" onClick={() => void copy()}>
              Copy curl command
            </Button>
            <span role="status" className="muted">
              {copied}
            </span>
          </div>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={allowed}
              onChange={(e) => panelStore.getState().setSendAllowed(e.target.checked)}
            />
            <span className="switch-track" aria-hidden="true" />
            <span className="switch-label">Allow sending to my server</span>
          </label>
          <p className="field-help">
            Sent by the SWAIG Studio dev server, http or https only, with a 10 s timeout and a 1 MB
            reply limit. It carries the credentials of the function’s URL, nothing else.
          </p>
          <div className="test-actions">
            <Button variant="primary" disabled={!allowed || busy} onClick={onSend}>
              Send to my server
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

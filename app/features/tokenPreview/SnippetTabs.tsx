import { useState } from 'react'
import { Button } from '../../components/Button'
import { connectionSnippets } from './snippets'

const TABS = [
  { id: 'curl', label: 'curl' },
  { id: 'node', label: 'Node' },
  { id: 'client', label: 'Browser client' },
] as const

/** Code that reproduces this connection in the user's own app, with a copy button. */
export function SnippetTabs(props: {
  project: string
  jwt: string
  host: string
  resource: string
  expiresIn: number
}) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('client')
  const [copied, setCopied] = useState(false)
  const isMock =
    props.host.startsWith(`ws://${location.host}`) ||
    props.host.startsWith(`wss://${location.host}`)
  const snippets = connectionSnippets({
    baseUrl: isMock ? location.origin : undefined,
    project: props.project,
    jwt: props.jwt,
    host: isMock ? props.host : undefined,
    resource: props.resource,
    expiresIn: props.expiresIn,
  })
  return (
    <section className="preview-section" aria-labelledby="preview-code">
      <div className="preview-section-head">
        <h3 id="preview-code">Reproduce this connection</h3>
        <Button
          size="sm"
          icon="copy"
          onClick={() => {
            void navigator.clipboard.writeText(snippets[tab]).then(
              () => setCopied(true),
              () => setCopied(false),
            )
            window.setTimeout(() => setCopied(false), 1500)
          }}
        >
          {copied ? 'Copied' : 'Copy code'}
        </Button>
      </div>
      <div role="tablist" aria-label="Snippet language" className="tabs tabs-small">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className="tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <pre
        className="snippet"
        tabIndex={0}
        aria-label={`${TABS.find((t) => t.id === tab)!.label} snippet`}
      >
        {snippets[tab]}
      </pre>
    </section>
  )
}

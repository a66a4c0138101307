import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { useStudio, useStudioApi } from '../../store/context'
import { ArgumentsSection } from './ArgumentsSection'
import { CallSection } from './CallSection'
import { CasesSection } from './CasesSection'
import { inputOf, samplesOf } from './draft'
import { RepliesSection } from './RepliesSection'
import { RunResult } from './RunResult'
import { useFunctionTester } from './useFunctionTester'
import { WebhookRequestSection } from './WebhookRequestSection'

const KIND_TEXT = {
  data_map:
    'A data_map: SignalWire runs it, no server of yours is called. Give the replies of the APIs it calls, then Run.',
  web_hook_url:
    'A web_hook_url function: SignalWire POSTs the request below to your server. Give your server’s reply, or send the request to it.',
  none: 'This function has no data_map and no web_hook_url: nothing runs it.',
}

/** Trying one function: its inputs, Run, the result, the request, its cases. */
export function FunctionTester({ name }: { name: string }) {
  const api = useStudioApi()
  const { info, draft, setDraft, run, runIt } = useFunctionTester(name)
  const hasSamples = useStudio((s) => s.tests.samples?.[name] !== undefined)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const made = useMemo(() => inputOf(draft, info.targets), [draft, info.targets])
  const result = useRef<HTMLDivElement>(null)
  const [ran, setRan] = useState(0)
  // After Run, the result comes into view (not when the tab merely shows an earlier run).
  useEffect(() => {
    const el = result.current
    const pane = el?.closest('.test-panel')
    // Scrolls the Test tab only (scrollIntoView would scroll the whole page as well).
    if (ran > 0 && el && pane)
      pane.scrollTop += el.getBoundingClientRect().top - pane.getBoundingClientRect().top
  }, [ran])

  async function go(send: boolean) {
    setBusy(true)
    try {
      const r = await runIt(send)
      setErrors(r.ok ? {} : { [r.field]: r.message })
      if (r.ok) setRan((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="test-function">
      <h2 className="test-title">
        Try <code>{name}</code>
      </h2>
      <p className="muted">{KIND_TEXT[info.kind]}</p>
      <ArgumentsSection
        schema={info.schema}
        args={draft.args}
        onChange={(args) => setDraft({ args })}
      />
      <CallSection draft={draft} error={errors.globalData} onChange={setDraft} />
      <RepliesSection
        kind={info.kind}
        targets={info.targets}
        draft={draft}
        errors={errors}
        hasSamples={hasSamples}
        onChange={(replies) => setDraft({ replies })}
        onKeepSamples={() => {
          api.getState().setSamples(name, samplesOf(draft))
          api.getState().notify({ tone: 'success', message: `Kept the sample replies of ${name}.` })
        }}
      />
      <div className="test-actions test-run">
        <Button variant="primary" icon="bolt" disabled={busy} onClick={() => void go(false)}>
          Run
        </Button>
        {Object.values(errors)[0] && (
          <p className="field-error" role="alert">
            {Object.values(errors)[0]}
          </p>
        )}
      </div>
      <div ref={result}>{run && <RunResult sim={run.sim} sent={run.sent} />}</div>
      {info.kind === 'web_hook_url' && (
        <WebhookRequestSection
          name={name}
          input={made.ok ? made.input : undefined}
          busy={busy}
          onSend={() => void go(true)}
        />
      )}
      <CasesSection name={name} />
    </div>
  )
}

import type { Draft } from './draft'

interface Props {
  draft: Draft
  error?: string
  onChange(patch: Partial<Draft>): void
}

/** The call the function runs in: who calls, and the session's global_data. */
export function CallSection({ draft, error, onChange }: Props) {
  return (
    <section className="test-section" aria-labelledby="test-call-title">
      <h3 id="test-call-title">Call</h3>
      <div className="test-row">
        <div className="field">
          <label className="field-label" htmlFor="test-caller-num">
            Caller number
          </label>
          <input
            id="test-caller-num"
            className="input"
            value={draft.callerNum}
            onChange={(e) => onChange({ callerNum: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="test-caller-name">
            Caller name
          </label>
          <input
            id="test-caller-name"
            className="input"
            value={draft.callerName}
            onChange={(e) => onChange({ callerName: e.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="test-global-data">
          global_data (JSON)
        </label>
        <textarea
          id="test-global-data"
          className="input input-code"
          rows={3}
          spellCheck={false}
          value={draft.globalData}
          aria-invalid={error ? true : undefined}
          aria-describedby="test-global-data-help"
          onChange={(e) => onChange({ globalData: e.target.value })}
        />
        <p id="test-global-data-help" className={error ? 'field-error' : 'field-help'}>
          {error ?? 'Starts as the script’s global_data.'}
        </p>
      </div>
    </section>
  )
}

import { Button } from '../../components/Button'
import type { FunctionKind, ReplyTarget } from '../../model/simulate'
import type { Draft, ReplyDraft } from './draft'

interface Props {
  kind: FunctionKind
  targets: readonly ReplyTarget[]
  draft: Draft
  errors: Record<string, string>
  hasSamples: boolean
  onChange(replies: ReplyDraft[]): void
  onKeepSamples(): void
}

/** One reply per request the function makes: a status and a body (paste a real reply). */
export function RepliesSection(props: Props) {
  const { kind, targets, draft, errors, hasSamples, onChange, onKeepSamples } = props
  if (targets.length === 0)
    return kind === 'data_map' ? (
      <section className="test-section" aria-labelledby="test-replies-title">
        <h3 id="test-replies-title">Replies</h3>
        <p className="muted">This data_map makes no requests.</p>
      </section>
    ) : null
  const set = (i: number, patch: Partial<ReplyDraft>) =>
    onChange(draft.replies.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <section className="test-section" aria-labelledby="test-replies-title">
      <h3 id="test-replies-title">{kind === 'web_hook_url' ? 'Your server’s reply' : 'Replies'}</h3>
      <p className="field-help">
        Paste what the API answers (JSON). A reply left empty is not given: the request then fails
        as a network error.
      </p>
      {targets.map((t, i) => {
        const r = draft.replies[i]!
        const legend =
          kind === 'web_hook_url'
            ? `Reply from ${t.url}`
            : `Reply to webhook ${i + 1}: ${t.method} ${t.url}`
        return (
          <fieldset key={i} className="test-reply">
            <legend>{legend}</legend>
            <div className="test-row">
              <div className="field test-status">
                <label className="field-label" htmlFor={`test-reply-status-${i}`}>
                  Reply status
                </label>
                <input
                  id={`test-reply-status-${i}`}
                  className="input"
                  inputMode="numeric"
                  value={r.status}
                  disabled={r.error !== ''}
                  aria-invalid={errors[`status-${i}`] ? true : undefined}
                  onChange={(e) => set(i, { status: e.target.value })}
                />
              </div>
              <div className="field">
                <label className="field-label" htmlFor={`test-reply-error-${i}`}>
                  Or a failure instead
                </label>
                <select
                  id={`test-reply-error-${i}`}
                  className="input"
                  value={r.error}
                  onChange={(e) => set(i, { error: e.target.value as ReplyDraft['error'] })}
                >
                  <option value="">None: the reply below</option>
                  <option value="network">Network error</option>
                  <option value="timeout">Timeout</option>
                </select>
              </div>
            </div>
            {errors[`status-${i}`] && <p className="field-error">{errors[`status-${i}`]}</p>}
            <div className="field">
              <label className="field-label" htmlFor={`test-reply-body-${i}`}>
                Reply body
              </label>
              <textarea
                id={`test-reply-body-${i}`}
                className="input input-code"
                rows={5}
                spellCheck={false}
                disabled={r.error !== ''}
                placeholder='{"temp": 72.5}'
                value={r.body}
                onChange={(e) => set(i, { body: e.target.value })}
              />
            </div>
          </fieldset>
        )
      })}
      <div className="test-actions">
        <Button size="sm" onClick={onKeepSamples}>
          Keep as sample replies
        </Button>
        <span className="muted">
          {hasSamples
            ? 'This function has sample replies: they are saved with the test cases, and completion offers their keys.'
            : 'Sample replies are saved with the test cases, and completion offers their keys.'}
        </span>
      </div>
    </section>
  )
}

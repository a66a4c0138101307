import { useMemo, useState } from 'react'
import { callTimeline, type TimelineStep } from '../../model/timeline/callTimeline'
import { useStudio, useStudioApi } from '../../store/context'
import { selectLocked } from '../../store/selectors'
import './callTimeline.css'

const STATUS_WORDS = { present: 'in the script', absent: 'not in the script', never: 'never runs' }

/**
 * "The call, drawn": answer → start_hook → the conversation → hang-up → stop_hook →
 * summarize_conversation, each step with what it receives and whether the script has it.
 * A step the script has opens its function; a hook it lacks can be added.
 */
export function CallTimeline() {
  const api = useStudioApi()
  // Worked out only while shown: a closed timeline costs an edit nothing.
  const [shown, setShown] = useState(false)
  const doc = useStudio((s) => (shown ? s.doc : null))
  const locked = useStudio(selectLocked)
  const steps = useMemo(() => (doc ? callTimeline(doc) : []), [doc])
  const open = (index: number) => api.getState().selectFunction(index)
  const action = (step: TimelineStep) => {
    if (step.functionIndex !== undefined)
      return (
        <button type="button" className="link" onClick={() => open(step.functionIndex!)}>
          Open {step.title}
        </button>
      )
    if (step.hook)
      return (
        <button
          type="button"
          className="link"
          disabled={locked}
          onClick={() => api.getState().addHook(step.hook!)}
        >
          Add {step.hook}
        </button>
      )
    return null
  }
  return (
    <details className="call-timeline" onToggle={(e) => setShown(e.currentTarget.open)}>
      <summary>The call, step by step</summary>
      <ol aria-label="Call timeline">
        {steps.map((step) => (
          <li
            key={step.id}
            className={`tl-step tl-${step.status}`}
            aria-label={`${step.title}: ${STATUS_WORDS[step.status]}`}
          >
            <span className="tl-dot" aria-hidden="true" />
            <div className="tl-body">
              <p className="tl-title">
                <span
                  className={
                    step.id === 'conversation' || step.id === 'answer' || step.id === 'hangup'
                      ? ''
                      : 'fn-name'
                  }
                >
                  {step.title}
                </span>{' '}
                <span className="tl-status">{STATUS_WORDS[step.status]}</span>
              </p>
              <p className="tl-text">{step.receives}</p>
              {step.detail && <p className="tl-text">{step.detail}</p>}
              {step.functions && step.functions.length > 0 && (
                <ul className="tl-functions">
                  {step.functions.slice(0, 8).map((f) => (
                    <li key={f.index}>
                      <button type="button" className="link fn-name" onClick={() => open(f.index)}>
                        {f.name}
                      </button>
                      {!f.active && <span className="tl-status"> off</span>}
                    </li>
                  ))}
                  {step.functions.length > 8 && (
                    <li className="tl-text">and {step.functions.length - 8} more</li>
                  )}
                </ul>
              )}
              {action(step)}
            </div>
          </li>
        ))}
      </ol>
    </details>
  )
}

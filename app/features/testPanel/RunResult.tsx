import { describeAction, type Simulation } from '../../model/simulate'
import { stepView } from './stepView'

const OUTCOME = {
  output: { label: 'Output', tone: 'ok' },
  fallback: { label: 'Fallback output', tone: 'warn' },
  error: { label: 'No output: the agent gets an error', tone: 'bad' },
} as const

/** The result of a run: what the agent hears, the actions, then every step in plain words. */
export function RunResult({ sim, sent }: { sim: Simulation; sent: boolean }) {
  const outcome = OUTCOME[sim.outcome]
  return (
    <section className="test-section test-result" aria-labelledby="test-result-title">
      <h3 id="test-result-title">
        Result{sent ? ' (sent to your server)' : ''}
        <span className={`test-badge tone-${outcome.tone}`}>{outcome.label}</span>
      </h3>
      {sim.response !== undefined && (
        <div className="test-heard">
          <span className="muted">The agent hears</span>
          <blockquote aria-label="The agent hears">{sim.response}</blockquote>
        </div>
      )}
      {sim.toolPrompt !== undefined && (
        <p>
          <span className="muted">Then it is told: </span>
          {sim.toolPrompt}
        </p>
      )}
      {sim.action && sim.action.length > 0 && (
        <div>
          <span className="muted">
            Actions{sim.postProcess ? ' (after the agent has spoken: post_process)' : ''}
          </span>
          <ul className="test-actions-list" aria-label="Actions">
            {sim.action.map((a, i) => (
              <li key={i}>{describeAction(a)}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className="test-steps" aria-label="Steps">
        {sim.trace.map((e, i) => {
          const v = stepView(e)
          return (
            <li key={i} className={`test-step tone-${v.tone}`}>
              <span className="test-step-tag">{v.tag}</span>
              <div className="test-step-body">
                <p>{v.text}</p>
                {v.problems && (
                  <ul className="test-problems" aria-label="Problems with the reply">
                    {v.problems.map((p, j) => (
                      <li key={j}>{p}</li>
                    ))}
                  </ul>
                )}
                {v.reading && <p className="test-reading">Reading {v.reading}</p>}
                {v.detail && (
                  <details>
                    <summary>{e.type === 'webhook' ? 'The request' : 'The reply'}</summary>
                    <pre>{v.detail}</pre>
                  </details>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

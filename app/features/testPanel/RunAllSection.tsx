import { Button } from '../../components/Button'
import { getFunctions, asString, isObject } from '../../model/core'
import { runCases, summarizeResults } from '../../model/cases'
import { useStudio, useStudioApi } from '../../store/context'
import { CaseResultLine } from './CaseResultLine'
import { panelStore, usePanel } from './panelStore'

/** "Run all": every saved case of the script, offline, with pass or fail per function. */
export function RunAllSection() {
  const api = useStudioApi()
  const count = useStudio((s) => s.tests.cases.length)
  const results = usePanel((s) => s.allResults)
  async function runAll() {
    const got = await runCases(api.getState().doc, api.getState().tests)
    panelStore.getState().setAllResults(got)
  }
  function select(fn: string) {
    const i = getFunctions(api.getState().doc.root).findIndex(
      (f) => isObject(f) && asString(f.get('function')) === fn,
    )
    if (i >= 0) api.getState().selectFunction(i)
  }
  const summary = results ? summarizeResults(results) : []
  return (
    <section className="test-section test-run-all" aria-labelledby="test-all-title">
      <div className="test-row test-all-head">
        <h3 id="test-all-title">
          All test cases <span className="muted">({count})</span>
        </h3>
        <Button icon="bolt" disabled={count === 0} onClick={() => void runAll()}>
          Run all
        </Button>
      </div>
      {count === 0 && (
        <p className="muted">No saved cases yet: run a function, then save the run as a case.</p>
      )}
      {results && (
        <ul className="test-summary" aria-label="Results per function">
          {summary.map((s) => (
            <li key={s.function}>
              <span className={`test-badge tone-${s.failed === 0 ? 'ok' : 'bad'}`}>
                {s.failed === 0 ? 'pass' : 'fail'}
              </span>{' '}
              <button type="button" className="link" onClick={() => select(s.function)}>
                {s.function}
              </button>{' '}
              <span className="muted">
                {s.passed} passed, {s.failed} failed
              </span>
              {s.failed > 0 && (
                <ul>
                  {results
                    .filter((r) => r.case.function === s.function && !r.pass)
                    .map((r) => (
                      <li key={r.index}>
                        <CaseResultLine name={r.case.name} result={r} />
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

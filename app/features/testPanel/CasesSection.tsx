import { useState } from 'react'
import { Button } from '../../components/Button'
import { runCases, type CaseResult, type TestCase } from '../../model/cases'
import { useStudio, useStudioApi } from '../../store/context'
import { caseFromLastRun, nextCaseName } from './caseFromLastRun'
import { usePanel } from './panelStore'
import { CaseResultLine } from './CaseResultLine'

const EMPTY: readonly TestCase[] = []

/** The function's saved cases: save the last run as one, run them, delete one. */
export function CasesSection({ name }: { name: string }) {
  const api = useStudioApi()
  const all = useStudio((s) => s.tests.cases)
  const cases = all.filter((c) => c.function === name)
  const run = usePanel((s) => s.runs[name])
  const [caseName, setCaseName] = useState('')
  const [results, setResults] = useState<Record<string, CaseResult>>({})
  const suggested = nextCaseName(cases.map((c) => c.name))

  function save() {
    if (!run) return
    const chosen = caseName.trim() || suggested
    api.getState().saveCase(caseFromLastRun(name, chosen, run))
    setCaseName('')
    api.getState().notify({ tone: 'success', message: `Saved the case “${chosen}” of ${name}.` })
  }
  async function runThese(list: readonly TestCase[]) {
    const got = await runCases(api.getState().doc, list.length ? list : EMPTY)
    setResults((prev) => ({ ...prev, ...Object.fromEntries(got.map((r) => [r.case.name, r])) }))
  }

  return (
    <section className="test-section" aria-labelledby="test-cases-title">
      <h3 id="test-cases-title">Test cases of {name}</h3>
      <div className="test-row test-save">
        <div className="field">
          <label className="field-label" htmlFor="test-case-name">
            Case name
          </label>
          <input
            id="test-case-name"
            className="input"
            value={caseName}
            placeholder={suggested}
            onChange={(e) => setCaseName(e.target.value)}
          />
        </div>
        <Button disabled={!run} onClick={save}>
          Save as case
        </Button>
      </div>
      <p className="field-help">
        {run
          ? 'Saves the last run: its inputs and replies, and what it produced as the expectation.'
          : 'Run the function first; the run can then be saved as a case.'}
      </p>
      {cases.length > 0 && (
        <>
          <ul className="test-cases" aria-label={`Cases of ${name}`}>
            {cases.map((c) => (
              <li key={c.name} aria-label={c.name}>
                <CaseResultLine name={c.name} result={results[c.name]} />
                <Button size="sm" variant="ghost" onClick={() => void runThese([c])}>
                  Run
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon="trash"
                  label={`Delete the case ${c.name}`}
                  onClick={() => api.getState().removeCase(name, c.name)}
                />
              </li>
            ))}
          </ul>
          <Button size="sm" onClick={() => void runThese(cases)}>
            Run the cases of {name}
          </Button>
        </>
      )}
    </section>
  )
}

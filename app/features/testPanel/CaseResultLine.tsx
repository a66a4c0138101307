import type { CaseResult } from '../../model/cases'

/** A case's name with its result, when it has run: pass, or fail and why. */
export function CaseResultLine({ name, result }: { name: string; result?: CaseResult }) {
  return (
    <div className="test-case-line">
      <span>
        {result && (
          <span className={`test-badge tone-${result.pass ? 'ok' : 'bad'}`}>
            {result.pass ? 'pass' : 'fail'}
          </span>
        )}{' '}
        <span className="test-case-name">{name}</span>
      </span>
      {result && !result.pass && (
        <ul className="test-problems">
          {result.failures.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

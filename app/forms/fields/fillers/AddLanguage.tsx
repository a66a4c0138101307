import { useState, type KeyboardEvent } from 'react'
import { Button } from '../../../components/Button'
import { useDisabled } from '../common/hooks'
import {
  COMMON_LANGUAGE_CODES,
  SPECIAL_LANGUAGE_KEYS,
  languageCodeProblem,
} from '../../../model/core'

export interface AddLanguageProps {
  idBase: string
  taken: readonly string[]
  onAdd(code: string): void
}

/** A code to type or pick (common codes, default, auto, multi), and the Add language button. */
export function AddLanguage({ idBase, taken, onAdd }: AddLanguageProps) {
  const disabled = useDisabled()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const inputId = `${idBase}-new`
  const listId = `${idBase}-codes`
  const offered = [...SPECIAL_LANGUAGE_KEYS, ...COMMON_LANGUAGE_CODES].filter(
    (l) => !taken.includes(l.code),
  )

  function add() {
    const text = code.trim()
    const why = languageCodeProblem(text, taken)
    setProblem(why)
    if (why) return
    setCode('')
    onAdd(text)
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      add()
    }
  }

  return (
    <div className="fld-add">
      <div className="fld-add-row">
        <div className="field">
          <label htmlFor={inputId} className="field-label">
            New language
          </label>
          <input
            id={inputId}
            className="input fld-code"
            list={listId}
            value={code}
            disabled={disabled}
            placeholder="en-US"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}__help${problem ? ` ${inputId}__problem` : ''}`}
            onChange={(e) => {
              setCode(e.target.value)
              setProblem(null)
            }}
            onKeyDown={onKeyDown}
          />
          <datalist id={listId}>
            {offered.map((l) => (
              <option key={l.code} value={l.code} label={l.label} />
            ))}
          </datalist>
        </div>
        <Button id={`${idBase}-add`} size="sm" icon="plus" disabled={disabled} onClick={add}>
          Add language
        </Button>
      </div>
      <p id={`${inputId}__help`} className="field-help">
        Pick a common code or type your own; default is used for languages without phrases.
      </p>
      {problem && (
        <p id={`${inputId}__problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

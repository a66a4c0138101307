import type { KeyboardEvent } from 'react'
import { Button } from '../../../components/Button'
import { ItemActions } from '../common/ItemActions'
import { useDisabled, useFocusSoon, useListIds } from '../common/hooks'
import { insertItem, moveItem, removeItem, replaceItem } from '../../../model/core'
import type { EditTarget } from '../../editTarget'

export interface PhraseListProps {
  idBase: string
  /** The language code, as read in the buttons' names ("Remove phrase 2 of en-US"). */
  language: string
  phrases: readonly string[]
  /** The phrases in the script. */
  target: EditTarget
  /** Whether the script holds a list (a bare string becomes a list at the first edit). */
  isList: boolean
}

/**
 * The phrases of one language: edit, add (Enter adds the next one), remove (Backspace in an
 * empty phrase removes it) and reorder. Focus stays with the phrase being worked on.
 */
export function PhraseList({ idBase, language, phrases, target, isList }: PhraseListProps) {
  const disabled = useDisabled()
  const ids = useListIds()
  const focusSoon = useFocusSoon()
  const keys = ids.sync(phrases.length)
  const inputId = (key: string) => `${idBase}-${key}`

  // Each edit is one operation on the list; a bare string is written as a list instead.
  const list = {
    insert: (at: number) =>
      isList ? target.insert(at, '') : target.set(insertItem(phrases, at, '')),
    remove: (at: number) => (isList ? target.removeItem(at) : target.set(removeItem(phrases, at))),
    move: (from: number, to: number) =>
      isList ? target.moveItem(from, to) : target.set(moveItem(phrases, from, to)),
    set: (at: number, text: string, sourceId: string) =>
      isList
        ? target.at(at).set(text, sourceId)
        : target.set(replaceItem(phrases, at, text), sourceId),
  }

  function add(at: number) {
    const key = ids.insert(at)
    focusSoon(inputId(key))
    list.insert(at)
  }
  function remove(at: number, focusInput = false) {
    const neighbour = keys[at + 1] ?? keys[at - 1]
    ids.remove(at)
    if (neighbour) focusSoon(focusInput ? inputId(neighbour) : `${inputId(neighbour)}-remove`)
    else focusSoon(`${idBase}-add`)
    list.remove(at)
  }
  function move(from: number, to: number) {
    ids.move(from, to)
    list.move(from, to)
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, at: number) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      add(at + 1)
    } else if (event.key === 'Backspace' && phrases[at] === '' && phrases.length > 1) {
      event.preventDefault()
      const previous = keys[at - 1]
      remove(at, true)
      if (previous) focusSoon(inputId(previous))
    }
  }

  return (
    <div className="fld-phrases">
      {phrases.length > 0 && (
        <ol className="fld-list">
          {phrases.map((phrase, i) => {
            const key = keys[i]!
            const what = `phrase ${i + 1} of ${language}`
            return (
              <li key={key} className="fld-row fld-phrase">
                <span className="fld-row-number" aria-hidden="true">
                  {i + 1}
                </span>
                <label htmlFor={inputId(key)} className="visually-hidden">
                  {`Phrase ${i + 1} of ${language}`}
                </label>
                <input
                  id={inputId(key)}
                  className="input"
                  value={phrase}
                  disabled={disabled}
                  placeholder="One moment, please…"
                  onChange={(e) => list.set(i, e.target.value, inputId(key))}
                  onKeyDown={(e) => onKeyDown(e, i)}
                />
                <ItemActions
                  what={what}
                  idBase={inputId(key)}
                  index={i}
                  count={phrases.length}
                  onMove={(to) => move(i, to)}
                  onRemove={() => remove(i)}
                />
              </li>
            )
          })}
        </ol>
      )}
      <Button
        id={`${idBase}-add`}
        size="sm"
        icon="plus"
        disabled={disabled}
        aria-describedby={`${idBase}-add-help`}
        onClick={() => add(phrases.length)}
      >
        Add phrase
      </Button>
      <span id={`${idBase}-add-help`} className="visually-hidden">
        {`to ${language}`}
      </span>
    </div>
  )
}

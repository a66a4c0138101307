import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  functionPointer,
  isObject,
  isReservedName,
  reservedHook,
  summarizeFunction,
  toPlain,
} from '../../model/core'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { EditTarget } from '../../forms/editTarget'
import { useEditRunner, type FormTargets } from '../../forms/formTargets'
import { KNOWN_KEYS, formDataOf, functionForm, legacyNames, pathInFunction } from './functionForm'
import { useShapeOf } from '../../forms/shape'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctionAt, selectListedPosition } from '../../store/selectors'
import { FunctionActions } from './FunctionActions'
import { OtherFieldsBox } from '../../forms/fields/common/OtherFieldsBox'
import { DisabledContext } from '../../forms/fields/common/hooks'
import { DeprecationNotice } from './DeprecationNotice'
import { FunctionTemplateCompletion } from '../templateCompletion/FunctionTemplateCompletion'

const NAME_FIELD = 'fn_function'

/** The form of the selected function: only this one function's form is mounted. */
export function FunctionEditor({ index }: { index: number }) {
  const api = useStudioApi()
  const fn = useStudio(useMemo(() => selectFunctionAt(index), [index]))
  const listed = useStudio(useMemo(() => selectListedPosition(index), [index]))
  const locked = useStudio((s) => s.codeError !== null)
  const fnPointer = useStudio((s) => functionPointer(s.doc, index))
  const functionId = useStudio((s) => s.functionIds[index] ?? '')
  const run = useEditRunner(`fn:${functionId}`)
  const target = useMemo(() => new EditTarget(fnPointer, run), [fnPointer, run])
  // A field's path in the form is its path in the function, but for old names (see functionForm).
  // The targets change only when the names the function uses do, not on every keystroke.
  const legacy = isObject(fn) ? JSON.stringify(legacyNames(fn)) : '{}'
  const targets = useMemo<FormTargets>(
    () => ({ targetFor: (path) => target.at(...pathInFunction(JSON.parse(legacy), path)) }),
    [target, legacy],
  )
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () => errorSchemaFor(problems, [{ pointer: fnPointer, at: [] }]),
    [problems, fnPointer],
  )
  const formData = useShapeOf(
    useMemo(
      () => (fn === undefined ? undefined : isObject(fn) ? formDataOf(fn) : toPlain(fn)),
      [fn],
    ),
  )

  // Renaming a regular function to a reserved name asks whether the built-in behaviour is meant.
  const currentName = fn === undefined ? undefined : summarizeFunction(fn).name
  const nameBefore = useRef(currentName)
  // This editor stays mounted when another function is selected, and a name can change outside
  // the Name field (undo, code pane): the name before an edit is the one it had when not typed.
  useEffect(() => {
    if (document.activeElement?.id !== NAME_FIELD) nameBefore.current = currentName
  }, [index, currentName])
  const [ask, setAsk] = useState<{ name: string; previous: string | undefined } | null>(null)
  const onBlur = useCallback(
    (fieldId: string, value: unknown) => {
      if (fieldId !== NAME_FIELD) return
      const previous = nameBefore.current
      nameBefore.current = typeof value === 'string' ? value : undefined
      const name = nameBefore.current
      if (
        name &&
        isReservedName(name) &&
        !isReservedName(previous) &&
        !api.getState().confirmedReserved.has(name)
      ) {
        setAsk({ name, previous })
      }
    },
    [api],
  )

  if (fn === undefined) return null
  const summary = summarizeFunction(fn)
  const title = summary.name || 'Unnamed function'
  const hook = ask ? reservedHook(ask.name) : undefined

  return (
    <section className="pane pane-editor" aria-labelledby="editor-title">
      <header className="pane-header editor-header">
        <div className="editor-heading">
          <p className="eyebrow">
            {summary.hook ? 'Call lifecycle hook' : `Function ${listed}`}
            {summary.hook && <span className="badge badge-hook">{summary.hook.when}</span>}
            {!summary.active && <span className="badge badge-muted">Inactive</span>}
          </p>
          <h2 id="editor-title" className="editor-title">
            {title}
          </h2>
        </div>
        <FunctionActions index={index} />
      </header>
      <div className="pane-body form-body">
        {isObject(fn) ? (
          <FunctionTemplateCompletion index={index}>
            <DeprecationNotice pointer={fnPointer} />
            <SchemaForm
              key={functionId}
              {...functionForm(fn)}
              formData={formData}
              targets={targets}
              onBlur={onBlur}
              extraErrors={extraErrors}
              idPrefix="fn"
              disabled={locked}
            />
            <DisabledContext.Provider value={locked}>
              <OtherFieldsBox
                key={`other-${functionId}`}
                id={`fn-other-${functionId}`}
                node={fn}
                known={KNOWN_KEYS}
                target={target}
              />
            </DisabledContext.Provider>
          </FunctionTemplateCompletion>
        ) : (
          <div className="empty-state">
            <h3>This item is not a function</h3>
            <p>
              Item {index + 1} of <code>SWAIG.functions</code> is not an object, so it has no fields
              to show. Edit it in the code pane, or delete it.
            </p>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={ask !== null}
        title={`Use the reserved name “${ask?.name ?? ''}”?`}
        confirmLabel="Yes, use the built-in behaviour"
        cancelLabel="No, keep the old name"
        onConfirm={() => {
          if (ask) api.getState().confirmReserved(ask.name)
          setAsk(null)
        }}
        onCancel={() => {
          if (ask && isObject(fn)) {
            target.at('function').set(ask.previous ?? 'new_function')
            nameBefore.current = ask.previous
          }
          setAsk(null)
        }}
      >
        <p>
          <code>{ask?.name}</code> is reserved: the platform runs it by itself{' '}
          {hook ? hook.when.replace(/^Runs /, '').replace(/\.$/, '') : ''}, and the agent never
          calls it. Keep this name only if that built-in behaviour is what you want.
        </p>
      </ConfirmDialog>
    </section>
  )
}

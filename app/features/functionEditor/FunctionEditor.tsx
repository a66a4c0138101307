import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { FORMS } from '../../../schemas'
import {
  aiPath,
  isObject,
  isReservedName,
  reservedHook,
  summarizeFunction,
  toPlain,
  toPointer,
  type JsonValue,
  type Plain,
} from '../../model/core'
import type { RJSFSchema } from '@rjsf/utils'
import { errorSchemaFor } from '../../forms/problemErrors'
import { SchemaForm } from '../../forms/SchemaForm'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useStudio, useStudioApi } from '../../store/context'
import { selectFunctionAt, selectFunctionCount, selectListedPosition } from '../../store/selectors'
import { FunctionActions } from './FunctionActions'
import { OtherFields } from './OtherFields'
import { DeprecationNotice } from './DeprecationNotice'

const ui = FORMS.function.uiSchema as Record<string, { 'ui:widget'?: string } | undefined>
/** Keys the function form shows (hidden ones, like include-server auth keys, go to "Other fields"). */
const KNOWN_KEYS: ReadonlySet<string> = new Set(
  Object.keys(FORMS.function.formSchema.properties ?? {}).filter(
    (k) => ui[k]?.['ui:widget'] !== 'hidden',
  ),
)
const NAME_FIELD = 'fn_function'
const DEPRECATED_KEYS = ['purpose', 'argument'] as const

/**
 * The function form's schema without the deprecated fields the function does not use: they
 * show (with their notice) only where a script still has them.
 */
const schemaCache = new Map<string, RJSFSchema>()
function formSchemaFor(fn: JsonValue): RJSFSchema {
  const present = DEPRECATED_KEYS.filter((k) => isObject(fn) && fn.has(k))
  const key = present.join(',')
  let schema = schemaCache.get(key)
  if (!schema) {
    const base = FORMS.function.formSchema
    const properties = Object.fromEntries(
      Object.entries(base.properties ?? {}).filter(
        ([k]) =>
          !(DEPRECATED_KEYS as readonly string[]).includes(k) || present.includes(k as never),
      ),
    )
    schema = { ...base, properties }
    schemaCache.set(key, schema)
  }
  return schema
}

/** The form of the selected function: only this one function's form is mounted. */
export function FunctionEditor({ index }: { index: number }) {
  const api = useStudioApi()
  const fn = useStudio(useMemo(() => selectFunctionAt(index), [index]))
  const count = useStudio(selectFunctionCount)
  const listed = useStudio(useMemo(() => selectListedPosition(index), [index]))
  const locked = useStudio((s) => s.codeError !== null)
  const fnPointer = useStudio((s) =>
    toPointer([...(aiPath(s.doc.root) ?? []), 'SWAIG', 'functions', index]),
  )
  const problems = useStudio((s) => s.problems)
  const extraErrors = useMemo(
    () => errorSchemaFor(problems, [{ pointer: fnPointer, at: [] }]),
    [problems, fnPointer],
  )
  const formData = useMemo(() => (fn === undefined ? undefined : toPlain(fn)), [fn])
  const onChange = useCallback(
    (data: unknown, fieldId: string | undefined) =>
      api.getState().updateFunction(index, data, fieldId),
    [api, index],
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

  function setOthers(others: Record<string, Plain>) {
    if (!isObject(fn)) return
    const data: Record<string, Plain> = {}
    const define = (k: string, v: Plain) =>
      Object.defineProperty(data, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    for (const e of fn.entries) {
      if (KNOWN_KEYS.has(e.key)) define(e.key, toPlain(e.value))
      else if (Object.hasOwn(others, e.key)) define(e.key, others[e.key]!)
    }
    for (const [k, v] of Object.entries(others)) if (!Object.hasOwn(data, k)) define(k, v)
    api.getState().updateFunction(index, data, 'other-fields')
  }

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
        <FunctionActions index={index} count={count} name={title} />
      </header>
      <div className="pane-body form-body">
        {isObject(fn) ? (
          <>
            <DeprecationNotice pointer={fnPointer} />
            <SchemaForm
              key={index}
              schema={formSchemaFor(fn)}
              uiSchema={FORMS.function.uiSchema}
              formData={formData}
              onChange={onChange}
              onBlur={onBlur}
              extraErrors={extraErrors}
              idPrefix="fn"
              disabled={locked}
            />
            <OtherFields
              key={`other-${index}`}
              fn={fn}
              knownKeys={KNOWN_KEYS}
              disabled={locked}
              onChange={setOthers}
            />
          </>
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
            api
              .getState()
              .updateFunction(
                index,
                { ...(toPlain(fn) as object), function: ask.previous ?? 'new_function' },
                'rename-revert',
              )
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

import { useMemo } from 'react'
import { isObject, toPlain, type JsonPath, type Plain } from '../../model/core'
import { KeyValueEditor } from '../../forms/fields/common/KeyValueEditor'
import { useAiEditor, useAiValue } from './useAi'

type PlainObject = Record<string, Plain>

const define = (obj: PlainObject, key: string, value: Plain) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })

/**
 * The keys of an object of the `ai` step that its page does not list, as keys and values; the
 * listed keys are left where they are. Each edit is the patch of what changed in the object
 * (a renamed key is a move, in its place).
 */
export function OtherSettings({
  rel,
  idBase,
  isOther,
  noun = 'setting',
}: {
  rel: JsonPath
  idBase: string
  isOther(key: string): boolean
  noun?: string
}) {
  const node = useAiValue(rel)
  const edit = useAiEditor()
  const others = useMemo(() => {
    const out: PlainObject = {}
    if (isObject(node))
      for (const e of node.entries) if (isOther(e.key)) define(out, e.key, toPlain(e.value))
    return out
  }, [node, isOther])

  function change(next: PlainObject | undefined) {
    const merged: PlainObject = {}
    const nextOthers = next ?? {}
    if (isObject(node))
      for (const e of node.entries) {
        if (!isOther(e.key)) define(merged, e.key, toPlain(e.value))
        else if (Object.hasOwn(nextOthers, e.key)) define(merged, e.key, nextOthers[e.key]!)
        else {
          // A renamed key takes the place of the old one.
          const added = Object.keys(nextOthers).find(
            (k) => !node.has(k) && !Object.hasOwn(merged, k),
          )
          if (added !== undefined && Object.keys(nextOthers).length === Object.keys(others).length)
            define(merged, added, nextOthers[added]!)
        }
      }
    for (const [k, v] of Object.entries(nextOthers))
      if (!Object.hasOwn(merged, k)) define(merged, k, v)
    const empty = Object.keys(merged).length === 0 && !isObject(node)
    edit.set(rel, empty ? undefined : merged, { coalesce: false })
  }

  return (
    <KeyValueEditor
      idBase={idBase}
      value={others}
      noun={noun}
      addLabel={`Add ${noun === 'setting' ? 'a setting' : noun}`}
      onChange={(next) => change(next as PlainObject | undefined)}
    />
  )
}

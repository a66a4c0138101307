import { useMemo } from 'react'
import { isObject, toPlain, type JsonPath, type Plain } from '../../model/core'
import { KeyValueEditor } from '../../forms/fields/common/KeyValueEditor'
import { useAiTarget, useAiValue } from './useAi'

type PlainObject = Record<string, Plain>

const define = (obj: PlainObject, key: string, value: Plain) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })

/**
 * The keys of an object of the `ai` step that its page does not list, as keys and values; the
 * listed keys are left where they are.
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
  const target = useAiTarget(rel)
  const others = useMemo(() => {
    const out: PlainObject = {}
    if (isObject(node))
      for (const e of node.entries) if (isOther(e.key)) define(out, e.key, toPlain(e.value))
    return out
  }, [node, isOther])
  // Each edit is an operation on one key of the object (a rename is a move, in its place);
  // the keys the page lists are never touched.
  return (
    <KeyValueEditor
      idBase={idBase}
      value={others}
      noun={noun}
      addLabel={`Add ${noun === 'setting' ? 'a setting' : noun}`}
      target={target}
      keepWhenEmpty={isObject(node) && node.keys().some((k) => !isOther(k))}
    />
  )
}

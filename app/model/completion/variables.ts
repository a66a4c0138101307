import type { JsonPath } from '../json/pointer'
import { toPlain } from '../json/plain'
import { asString, isArray, isObject, type JsonObject } from '../json/values'
import { aiPath, getAi, getFunctions, type ScriptDoc } from '../script/document'
import { DEFAULT_CALL } from '../simulate/context'
import { argumentsSchema } from '../simulate/inputs'
import { sampleBody, type Samples } from './samples'

/** Which template variables exist at a place of a script (swaig-fields.md §9). Pure. */

export type CompletionKind =
  'argument' | 'reply' | 'this' | 'output_key' | 'global_data' | 'meta_data' | 'call' | 'modifier'

export interface TemplateCompletion {
  /** What is inserted: `args.city`, `main.temp`, `lc:`. */
  label: string
  kind: CompletionKind
  /** Where it comes from, in words: `argument (string): City name`. */
  detail: string
}

/**
 * A place in a script: a function (its index in `SWAIG.functions`) and a path inside it. With
 * no `at`, anywhere in the function (every sample reply's keys are offered).
 */
export interface TemplatePlace {
  functionIndex?: number
  at?: JsonPath
}

/** The place of a path of the document (as the code pane gives it). */
export function placeOf(doc: ScriptDoc, path: JsonPath): TemplatePlace {
  const ai = aiPath(doc.root)
  const base = ai ? [...ai, 'SWAIG', 'functions'] : undefined
  if (!base || path.length <= base.length || base.some((step, i) => path[i] !== step)) return {}
  const index = path[base.length]
  return typeof index === 'number' ? { functionIndex: index, at: path.slice(base.length + 1) } : {}
}

const preview = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? '')
  return s.length > 40 ? `${s.slice(0, 39)}…` : s
}

/** Every path into a value, up to 4 levels (arrays through their first item), at most 150. */
export function pathsOf(
  root: string,
  value: unknown,
  out: [string, unknown][] = [],
  depth = 0,
): [string, unknown][] {
  if (out.length >= 150 || depth > 4) return out
  if (Array.isArray(value)) {
    if (value.length > 0) {
      out.push([`${root}[0]`, value[0]])
      pathsOf(`${root}[0]`, value[0], out, depth + 1)
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (out.length >= 150) break
      if (!/^[A-Za-z_$][\w$-]*$/.test(k)) continue
      const p = root === '' ? k : `${root}.${k}`
      out.push([p, v])
      pathsOf(p, v, out, depth + 1)
    }
  }
  return out
}

function globalDataKeys(doc: ScriptDoc): TemplateCompletion[] {
  const ai = getAi(doc.root)
  const g = ai?.get('global_data')
  const items = pathsOf('global_data', g === undefined ? {} : toPlain(g)).map(([label, v]) => ({
    label,
    kind: 'global_data' as const,
    detail: `global_data of the script: ${preview(v)}`,
  }))
  // Keys that a set_global_data action of any function writes.
  const seen = new Set(items.map((i) => i.label))
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit)
    else if (typeof v === 'object' && v !== null)
      for (const [k, x] of Object.entries(v)) {
        if (k === 'set_global_data' && typeof x === 'object' && x !== null && !Array.isArray(x))
          for (const key of Object.keys(x))
            if (!seen.has(`global_data.${key}`)) {
              seen.add(`global_data.${key}`)
              items.push({
                label: `global_data.${key}`,
                kind: 'global_data',
                detail: 'set by a set_global_data action',
              })
            }
        visit(x)
      }
  }
  for (const f of getFunctions(doc.root))
    if (isObject(f) && f.has('data_map')) visit(toPlain(f.get('data_map')!))
  return items
}

function webhookAt(fn: JsonObject, i: number): JsonObject | undefined {
  const dm = fn.get('data_map')
  const hooks = isObject(dm) ? dm.get('webhooks') : undefined
  const w = isArray(hooks) ? hooks[i] : undefined
  return isObject(w) ? w : undefined
}

/** Reply keys, foreach `this` keys and output keys of webhook `i`, for a place inside it. */
function webhookVariables(
  fn: JsonObject,
  i: number,
  section: string | undefined,
  body: unknown,
): TemplateCompletion[] {
  const w = webhookAt(fn, i)
  const out: TemplateCompletion[] = []
  const n = i + 1
  if (body !== undefined) {
    const root = Array.isArray(body) ? { array: body } : body
    for (const [label, v] of pathsOf('', root))
      out.push({ label, kind: 'reply', detail: `sample reply of webhook ${n}: ${preview(v)}` })
  }
  const foreach = w?.get('foreach')
  if (isObject(foreach)) {
    const inputKey = asString(foreach.get('input_key'))
    const outputKey = asString(foreach.get('output_key'))
    if (section === undefined || section === 'foreach') {
      let list: unknown = body
      for (const step of (inputKey ?? '').split('.').filter(Boolean))
        list =
          typeof list === 'object' && list !== null
            ? (list as Record<string, unknown>)[step]
            : undefined
      const first = Array.isArray(list) ? list[0] : undefined
      if (first !== undefined)
        for (const [label, v] of pathsOf('this', first))
          out.push({
            label,
            kind: 'this',
            detail: `each element of ${inputKey} (foreach.append): ${preview(v)}`,
          })
    }
    if (outputKey && section !== 'foreach')
      out.push({
        label: outputKey,
        kind: 'output_key',
        detail: `the text foreach builds (webhook ${n})`,
      })
  }
  return out
}

/** The variables a template can read at `place`. */
export function templateVariables(
  doc: ScriptDoc,
  place: TemplatePlace,
  samples?: Samples,
): TemplateCompletion[] {
  const items: TemplateCompletion[] = []
  const fns = getFunctions(doc.root)
  const fn = place.functionIndex === undefined ? undefined : fns[place.functionIndex]
  if (isObject(fn)) {
    const name = asString(fn.get('function')) ?? ''
    const props = (argumentsSchema(doc, name).properties ?? {}) as Record<
      string,
      { type?: unknown; description?: unknown }
    >
    for (const [p, s] of Object.entries(props))
      items.push({
        label: `args.${p}`,
        kind: 'argument',
        detail: `argument${typeof s.type === 'string' ? ` (${s.type})` : ''}${typeof s.description === 'string' ? `: ${s.description}` : ''}`,
      })
    const at = place.at
    const replies = samples?.[name] ?? []
    if (at === undefined) {
      const dm = fn.get('data_map')
      const hooks = isObject(dm) ? dm.get('webhooks') : undefined
      const count = isArray(hooks) ? hooks.length : 0
      for (let i = 0; i < count; i++)
        items.push(...webhookVariables(fn, i, undefined, sampleBody(replies[i])))
    } else if (at[0] === 'data_map' && at[1] === 'webhooks' && typeof at[2] === 'number') {
      const section = typeof at[3] === 'string' ? at[3] : undefined
      if (section === 'output' || section === 'expressions' || section === 'foreach')
        items.push(...webhookVariables(fn, at[2], section, sampleBody(replies[at[2]])))
    }
    const meta = fn.get('meta_data')
    for (const [label, v] of pathsOf('meta_data', meta === undefined ? {} : toPlain(meta)))
      items.push({ label, kind: 'meta_data', detail: `meta_data of the function: ${preview(v)}` })
  }
  items.push(...globalDataKeys(doc))
  for (const [k, v] of Object.entries({ ...DEFAULT_CALL, function: 'the function’s name' }))
    items.push({ label: k, kind: 'call', detail: `call field (e.g. ${v})` })
  const seen = new Set<string>()
  return items.filter((i) => !seen.has(i.label) && seen.add(i.label))
}

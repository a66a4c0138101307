import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { FORMS } from '../../../schemas'
import { toPlain, type JsonObject, type Plain } from '../../model/core'
import type { FormPath } from '../../forms/formTargets'

/**
 * The function form, for one function. Old scripts write `purpose` for the description and
 * `argument` for the parameters: where a function uses only the old name, the Description and
 * Parameters editors show it (labelled with the name the file uses) and write there; where it
 * has both names, the old one shows as a field of its own. A deprecated name the function does
 * not use is not shown at all.
 */

/** The new field that edits an old key, when the function writes only the old one. */
export interface LegacyNames {
  description?: 'purpose'
  parameters?: 'argument'
}

const PAIRS = [
  ['description', 'purpose'],
  ['parameters', 'argument'],
] as const

export function legacyNames(fn: JsonObject): LegacyNames {
  const out: LegacyNames = {}
  for (const [key, old] of PAIRS)
    if (fn.has(old) && !fn.has(key)) (out as Record<string, string>)[key] = old
  return out
}

const ui = FORMS.function.uiSchema as Record<string, UiSchema | undefined>

/** Keys the form shows (hidden ones, like include-server auth keys, go to "Other fields"). */
export const KNOWN_KEYS: ReadonlySet<string> = new Set(
  Object.keys(FORMS.function.formSchema.properties ?? {}).filter(
    (k) => ui[k]?.['ui:widget'] !== 'hidden',
  ),
)

const TITLES = { description: 'Description', parameters: 'Parameters' } as const

const cache = new Map<string, { schema: RJSFSchema; uiSchema: UiSchema }>()

/** The form's schema and uiSchema for a function (cached by which old names it uses). */
export function functionForm(fn: JsonObject): { schema: RJSFSchema; uiSchema: UiSchema } {
  const legacy = legacyNames(fn)
  const shownOld = PAIRS.map(([, old]) => old).filter(
    (old) => fn.has(old) && !Object.values(legacy).includes(old as never),
  )
  const key = `${Object.values(legacy).join(',')}|${shownOld.join(',')}`
  let form = cache.get(key)
  if (!form) {
    const base = FORMS.function.formSchema
    const properties = Object.fromEntries(
      Object.entries(base.properties ?? {}).filter(
        ([k]) => !PAIRS.some(([, old]) => old === k) || shownOld.includes(k as never),
      ),
    )
    const uiSchema: UiSchema = { ...FORMS.function.uiSchema }
    for (const [field, old] of Object.entries(legacy) as [keyof LegacyNames, string][]) {
      uiSchema[field] = {
        ...ui[field],
        'ui:title': `${TITLES[field]} — written as “${old}”`,
        'ui:placeholder': undefined,
      }
    }
    form = { schema: { ...base, properties }, uiSchema }
    cache.set(key, form)
  }
  return form
}

/** The form's data: the function, with an old key shown under the new field's name. */
export function formDataOf(fn: JsonObject): Plain {
  const legacy = legacyNames(fn)
  const data = { ...(toPlain(fn) as Record<string, Plain>) }
  for (const [field, old] of Object.entries(legacy)) {
    data[field] = data[old]!
    delete data[old]
  }
  return data
}

/** Where a path of the form is in the function: under the old name when the file uses it. */
export function pathInFunction(legacy: LegacyNames, path: FormPath): FormPath {
  const old = legacy[path[0] as keyof LegacyNames]
  return old ? [old, ...path.slice(1)] : path
}

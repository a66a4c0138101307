import type { ErrorSchema } from '@rjsf/utils'
import { parsePointer, type Problem } from '../model/core'

/**
 * Problems about a whole function that have a natural field: shown at that field rather than
 * at the top of the form.
 */
export const RULE_FIELDS: Readonly<Record<string, string>> = {
  'missing-description': 'description',
  'missing-name': 'function',
}

/** Where a form's data sits in the document: problems under `pointer` belong to `at` in the form. */
export interface FormMount {
  pointer: string
  at: readonly string[]
}

const segments = (pointer: string): string[] => {
  const tokens = parsePointer(pointer)
  return Array.isArray(tokens) ? tokens : []
}

/** The prefix of a problem of a freshly added item: the field template shows it as neutral. */
export const TO_FILL_IN = 'To fill in: '

/**
 * The rjsf `extraErrors` of a form: the errors and warnings whose path falls inside one of the
 * form's mounts, nested by path. Warnings are prefixed "Warning: " (the field template styles
 * them apart from errors); infos are left to the Problems panel. A `pending` problem (inside a
 * freshly added item) is a neutral note on the form's top-level field that holds it, prefixed
 * `TO_FILL_IN`.
 */
export function errorSchemaFor(
  problems: readonly (Problem & { readonly pending?: true })[],
  mounts: readonly FormMount[],
): ErrorSchema {
  const root: Record<string, unknown> = {}
  for (const p of problems) {
    if (p.severity === 'info') continue
    for (const mount of mounts) {
      const prefix = mount.pointer
      if (p.path !== prefix && !p.path.startsWith(prefix + '/')) continue
      let rel = [...mount.at, ...segments(p.path.slice(prefix.length))]
      if (rel.length === mount.at.length && RULE_FIELDS[p.rule])
        rel = [...rel, RULE_FIELDS[p.rule]!]
      if (p.pending) rel = rel.slice(0, mount.at.length + 1)
      let node = root
      for (const key of rel) {
        const next = Object.hasOwn(node, key) ? (node[key] as Record<string, unknown>) : {}
        Object.defineProperty(node, key, {
          value: next,
          enumerable: true,
          writable: true,
          configurable: true,
        })
        node = next
      }
      const list = (node.__errors as string[] | undefined) ?? []
      list.push(
        p.pending
          ? `${TO_FILL_IN}${p.message}`
          : p.severity === 'warning'
            ? `Warning: ${p.message}`
            : p.message,
      )
      node.__errors = list
      break
    }
  }
  return root as ErrorSchema
}

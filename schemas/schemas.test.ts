import { existsSync } from 'node:fs'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import {
  FORMS,
  INTERNAL_FILLER_NAMES,
  NATIVE_FUNCTION_NAMES,
  UI_FIELDS,
  UI_WIDGETS,
  bundleForForm,
  functionSchema,
} from './index'
import { SCHEMAS, scriptSchema } from './documentSchemas'
import { type JsonObject, isObject, refsIn, strictAjv } from './testSupport'

/** Resolves a local `#/definitions/x` ref of a bundled schema. */
function resolveLocal(root: JsonObject, node: JsonObject): JsonObject {
  let current = node
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1] ?? ''
    const { $ref: _ref, ...siblings } = current
    const definitions = root.definitions as JsonObject
    current = { ...(definitions[name] as JsonObject), ...siblings }
  }
  return current
}

describe('schema files', () => {
  it.each(SCHEMAS.map(({ $id }) => $id))('%s compiles in ajv strict mode', (id) => {
    expect(strictAjv().getSchema(id)).toBeTypeOf('function')
  })

  it('have unique ids named after their files', () => {
    const ids = SCHEMAS.map(({ $id }) => $id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) {
      expect(id).toMatch(/^https:\/\/swaig\.studio\/schemas\/\w+\.schema\.json$/)
      expect(existsSync(new URL(id.replace(/^.*\//, './'), import.meta.url))).toBe(true)
    }
  })

  it('use draft-07 and no format keywords', () => {
    for (const { schema } of SCHEMAS) {
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
      expect(JSON.stringify(schema)).not.toMatch(/"format"\s*:\s*"/)
    }
  })

  it('describe every property in one short plain line', () => {
    const defs = SCHEMAS[0]!.schema as unknown as JsonObject
    const problems: string[] = []
    const target = (ref: string, file: JsonObject): unknown => {
      const [base, name] = /^([^#]*)#\/definitions\/(.+)$/.exec(ref)?.slice(1) ?? []
      return ((base ? defs : file).definitions as JsonObject)[name ?? '']
    }
    const describedBy = (schema: JsonObject, file: JsonObject): unknown => {
      if (typeof schema.description === 'string') return schema.description
      const resolved = typeof schema.$ref === 'string' ? target(schema.$ref, file) : undefined
      return isObject(resolved) ? resolved.description : undefined
    }
    // Walks schema positions only (not data such as examples, nor property-name maps).
    const visit = (schema: unknown, path: string, file: JsonObject, name: string): void => {
      if (!isObject(schema)) return
      const text = schema.description
      if (
        typeof text === 'string' &&
        (text.includes('\n') || text.length > 130 || text.includes('`'))
      )
        problems.push(`${name}${path}: description is not one short plain line`)
      for (const map of ['properties', 'definitions'] as const) {
        if (!isObject(schema[map])) continue
        for (const [key, value] of Object.entries(schema[map])) {
          // The empty placeholders in the function's if/else only make `required` legal in strict mode.
          const placeholder = /\/(if|else)$/.test(path)
          if (
            map === 'properties' &&
            !placeholder &&
            (!isObject(value) || describedBy(value, file) === undefined)
          )
            problems.push(`${name}${path}/properties/${key}: no description`)
          visit(value, `${path}/${map}/${key}`, file, name)
        }
      }
      for (const key of ['items', 'additionalProperties', 'if', 'then', 'else', 'not'])
        visit(schema[key], `${path}/${key}`, file, name)
      for (const key of ['allOf', 'anyOf', 'oneOf']) {
        const list = schema[key]
        if (Array.isArray(list))
          list.forEach((item, i) => visit(item, `${path}/${key}/${i}`, file, name))
      }
    }
    for (const { $id, schema } of SCHEMAS) {
      const file = schema as unknown as JsonObject
      visit(file, '', file, $id.replace(/^.*\//, ''))
    }
    expect(problems).toEqual([])
  })

  it('offer the built-in names as suggestions', () => {
    expect(NATIVE_FUNCTION_NAMES).toEqual([
      'check_time',
      'wait_seconds',
      'wait_for_user',
      'adjust_response_latency',
    ])
    expect(INTERNAL_FILLER_NAMES).toContain('get_visual_input')
  })
})

describe('bundleForForm', () => {
  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    '%s form schema is self-contained and compiles alone',
    (name) => {
      const bundled = FORMS[name].formSchema
      expect(refsIn(bundled).every((ref) => ref.startsWith('#/definitions/'))).toBe(true)
      expect(bundled.$id).toBeUndefined()
      expect(bundled.type).toBe('object')
      expect(isObject(bundled.properties)).toBe(true)
      const alone = new Ajv({ strict: true, allErrors: true })
      expect(() => alone.compile(bundled)).not.toThrow()
    },
  )

  it('bundles the whole script schema too', () => {
    const bundled = bundleForForm(scriptSchema)
    expect(refsIn(bundled).every((ref) => ref.startsWith('#/definitions/'))).toBe(true)
    expect(() => new Ajv({ strict: true, allErrors: true }).compile(bundled)).not.toThrow()
  })

  it('is pure and rejects refs it cannot inline', () => {
    const before = JSON.stringify(functionSchema)
    bundleForForm(functionSchema)
    expect(JSON.stringify(functionSchema)).toBe(before)
    expect(() => bundleForForm({ $ref: 'other.json#/definitions/x' })).toThrow(/cannot inline/)
    expect(() => bundleForForm({ $ref: 'defs.schema.json#/definitions/nope' })).toThrow(/nope/)
  })

  it('accepts the defs by full $id and leaves local definitions alone', () => {
    const bundled = bundleForForm({
      type: 'object',
      properties: {
        a: { $ref: 'https://swaig.studio/schemas/defs.schema.json#/definitions/fillerMap' },
        b: { $ref: '#/definitions/mine' },
      },
      definitions: { mine: { type: 'string' } },
    })
    expect(Object.keys(bundled.definitions ?? {}).sort()).toEqual([
      'fillerList',
      'fillerMap',
      'mine',
    ])
  })
})

describe('uiSchemas', () => {
  const checkUi = (ui: unknown, schema: JsonObject, root: JsonObject, path: string): string[] => {
    if (!isObject(ui)) return []
    const resolved = resolveLocal(root, schema)
    const problems: string[] = []
    const properties = isObject(resolved.properties) ? resolved.properties : {}
    const order = ui['ui:order']
    if (Array.isArray(order)) {
      for (const key of order)
        if (key !== '*' && !(String(key) in properties))
          problems.push(`${path}/ui:order: unknown property ${String(key)}`)
    }
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:')) continue
      if (key === 'items' && isObject(resolved.items)) {
        problems.push(...checkUi(value, resolved.items, root, `${path}/items`))
      } else if (isObject(properties[key])) {
        problems.push(...checkUi(value, properties[key], root, `${path}/${key}`))
      } else {
        problems.push(`${path}/${key}: not a property of the schema`)
      }
    }
    return problems
  }

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    '%s uiSchema names only existing properties',
    (name) => {
      const { formSchema, uiSchema } = FORMS[name]
      const root = formSchema as unknown as JsonObject
      expect(checkUi(uiSchema, root, root, name)).toEqual([])
    },
  )

  it('use only the agreed ui:field and ui:widget names', () => {
    const used = (node: unknown, key: string, into: Set<string>): Set<string> => {
      if (!isObject(node)) return into
      for (const [k, v] of Object.entries(node)) {
        if (k === key && typeof v === 'string') into.add(v)
        else used(v, key, into)
      }
      return into
    }
    for (const { uiSchema } of Object.values(FORMS)) {
      for (const field of used(uiSchema, 'ui:field', new Set())) expect(UI_FIELDS).toContain(field)
      for (const widget of used(uiSchema, 'ui:widget', new Set()))
        expect(UI_WIDGETS).toContain(widget)
    }
  })

  it('order the function form as a designer reads it', () => {
    expect(FORMS.function.uiSchema['ui:order']).toEqual([
      'function',
      'description',
      'active',
      'parameters',
      'web_hook_url',
      'data_map',
      'fillers',
      'skip_fillers',
      'wait_for_fillers',
      'wait_file',
      'wait_file_loops',
      'meta_data',
      'meta_data_token',
      '*',
    ])
  })
})

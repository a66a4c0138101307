import { customizeValidator } from '@rjsf/validator-ajv8'
import { getClosestMatchingOption, type RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { FORMS } from '../../schemas'
import { validator } from './validator'

/** rjsf's own validator, as the oracle: ours must answer as it does. */
const ajv = customizeValidator({ ajvOptionsOverrides: { strict: false } })

const SAMPLES: unknown[] = [
  undefined,
  null,
  true,
  0,
  3,
  -1.5,
  '',
  '2',
  'text',
  'https://user:pass@example.com/hook',
  [],
  ['a', 'b'],
  [1, 'x'],
  {},
  { type: 'string' },
  { type: 'object', properties: { x: { type: 'string' } } },
  { function: 'lookup', description: 'Looks up' },
  { function: undefined, description: 'x', parameters: { type: 'object', properties: undefined } },
  { purpose: 'old' },
  { say: 'hello' },
  { 'en-US': ['one moment'] },
]

/** Every sub-schema rjsf may ask about: each option of an anyOf / oneOf, each if / then / else. */
function subSchemas(node: unknown, into: RJSFSchema[] = []): RJSFSchema[] {
  if (Array.isArray(node)) node.forEach((item) => subSchemas(item, into))
  else if (typeof node === 'object' && node !== null) {
    const schema = node as Record<string, unknown>
    for (const key of ['anyOf', 'oneOf'])
      if (Array.isArray(schema[key])) into.push(...(schema[key] as RJSFSchema[]))
    for (const key of ['if', 'then', 'else'])
      if (typeof schema[key] === 'object') into.push(schema[key] as RJSFSchema)
    for (const [key, value] of Object.entries(schema))
      if (!['enum', 'const', 'default', 'examples'].includes(key)) subSchemas(value, into)
  }
  return into
}

describe('the forms validator', () => {
  for (const [name, form] of Object.entries(FORMS)) {
    const root = form.formSchema
    const options = subSchemas(root)

    it(`answers isValid as rjsf's ajv validator does, for every option of the ${name} form`, () => {
      for (const option of [root, ...options])
        for (const sample of SAMPLES)
          expect(
            validator.isValid(option, sample, root),
            `${JSON.stringify(option).slice(0, 80)} on ${JSON.stringify(sample)}`,
          ).toBe(ajv.isValid(option, sample, root))
    })
  }

  it('is asked about options in the function form (the oracle above is not empty)', () => {
    expect(subSchemas(FORMS.function.formSchema).length).toBeGreaterThan(5)
  })

  it('resolves refs into the root schema from a sub-schema', () => {
    const root: RJSFSchema = {
      definitions: { name: { type: 'string', minLength: 2 } },
      anyOf: [{ $ref: '#/definitions/name' }, { type: 'integer' }],
    }
    const option = root.anyOf![0] as RJSFSchema
    expect(validator.isValid(option, 'ab', root)).toBe(true)
    expect(validator.isValid(option, 'a', root)).toBe(false)
    expect(getClosestMatchingOption(validator, root, 7, root.anyOf as RJSFSchema[])).toBe(1)
    expect(getClosestMatchingOption(validator, root, 'abc', root.anyOf as RJSFSchema[])).toBe(0)
  })

  it('says a schema it cannot run matches nothing, rather than throwing', () => {
    const root: RJSFSchema = { type: 'object' }
    expect(validator.isValid({ $ref: '#/definitions/missing' }, 'x', root)).toBe(false)
  })

  it('reports errors with rjsf property paths, and runs custom validation', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['function'],
      properties: { function: { type: 'string' }, 'a/b': { type: 'integer' } },
    }
    const { errors, errorSchema } = validator.validateFormData(
      { function: 3, 'a/b': 'x' },
      schema,
      (data, errs) => {
        errs.function?.addError('custom')
        return errs
      },
    )
    expect(errors.map((e) => e.property)).toEqual(expect.arrayContaining(['.a/b', '.function']))
    expect(errors.map((e) => e.message)).toContain('custom')
    expect(errorSchema.function?.__errors).toContain('custom')
    expect(validator.validateFormData({ function: 'ok' }, schema).errors).toEqual([])
  })
})

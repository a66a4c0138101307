import { describe, expect, it } from 'vitest'
import { errorSchemaFor } from './problemErrors'
import type { Problem } from '../model/core'

const p = (path: string, severity: Problem['severity'], rule = 'schema', message = 'm'): Problem =>
  ({ path, severity, rule, message }) as Problem

describe('errorSchemaFor', () => {
  const fn = '/sections/main/0/ai/SWAIG/functions/2'
  it('nests problems under the form, by path', () => {
    const errors = errorSchemaFor(
      [
        p(`${fn}/parameters/properties/city/type`, 'error'),
        p(`${fn}/web_hook_url`, 'warning', 'insecure-url', 'w'),
        p('/version', 'error'),
      ],
      [{ pointer: fn, at: [] }],
    )
    expect(errors).toEqual({
      parameters: { properties: { city: { type: { __errors: ['m'] } } } },
      web_hook_url: { __errors: ['Warning: w'] },
    })
  })

  it('puts whole-function problems at their natural field, and leaves infos out', () => {
    expect(
      errorSchemaFor(
        [p(fn, 'error', 'missing-description', 'no description'), p(fn, 'info')],
        [{ pointer: fn, at: [] }],
      ),
    ).toEqual({
      description: { __errors: ['no description'] },
    })
  })

  it('maps several parts of the document into one form', () => {
    const errors = errorSchemaFor(
      [p('/version', 'error'), p('/sections/main/0/ai/prompt/text', 'error')],
      [
        { pointer: '/version', at: ['version'] },
        { pointer: '/sections/main/0/ai/prompt', at: ['prompt'] },
      ],
    )
    expect(errors).toEqual({ version: { __errors: ['m'] }, prompt: { text: { __errors: ['m'] } } })
  })
})

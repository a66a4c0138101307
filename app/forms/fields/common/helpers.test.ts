import { describe, expect, it } from 'vitest'
import { nestedErrors } from './errors'

describe('nestedErrors', () => {
  it('flattens the problems below a field, not on it', () => {
    expect(
      nestedErrors({
        __errors: ['top'],
        properties: { city: { type: { __errors: ['bad type'] } } },
      } as never),
    ).toEqual([{ where: 'properties › city › type', message: 'bad type' }])
  })
})

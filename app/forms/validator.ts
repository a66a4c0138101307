import { customizeValidator } from '@rjsf/validator-ajv8'

/**
 * The validator rjsf needs to resolve schemas (`oneOf`, `anyOf`, `dependencies`). The editor's
 * problems come from its own validation pipeline, not from here.
 */
export const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } })

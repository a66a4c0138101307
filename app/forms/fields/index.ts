import type { ComponentType } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { JsonField } from './JsonField'
import { StringOrIntegerField, TextLineField } from './StringOrIntegerField'

/**
 * The custom fields named by `ui:field` in the uiSchemas of schemas/. Structures without their
 * own editor yet are edited as JSON, so nothing in a script is out of reach.
 */
export const customFields: Record<string, ComponentType<FieldProps>> = {
  json: JsonField,
  fillers: JsonField,
  parameters: JsonField,
  dataMap: JsonField,
  webHookUrl: TextLineField,
  keyValue: JsonField,
  stringOrInteger: StringOrIntegerField,
  nativeFunctions: JsonField,
  internalFillers: JsonField,
}

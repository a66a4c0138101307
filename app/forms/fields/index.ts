import type { ComponentType } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { DataMapField } from './dataMap/DataMapField'
import { FillersField } from './fillers/FillersField'
import { InternalFillersField } from './InternalFillersField'
import { JsonField } from './JsonField'
import { KeyValueField } from './KeyValueField'
import { NativeFunctionsField } from './NativeFunctionsField'
import { ParametersField } from './parameters/ParametersField'
import { StringOrIntegerField } from './StringOrIntegerField'
import { WebHookUrlField } from './WebHookUrlField'

/**
 * The custom fields named by `ui:field` in the uiSchemas of schemas/ (see `UI_FIELDS` there).
 * `json` is the generic fallback: any value edited as JSON text.
 */
export const customFields: Record<string, ComponentType<FieldProps>> = {
  json: JsonField,
  fillers: FillersField,
  parameters: ParametersField,
  dataMap: DataMapField,
  webHookUrl: WebHookUrlField,
  keyValue: KeyValueField,
  stringOrInteger: StringOrIntegerField,
  nativeFunctions: NativeFunctionsField,
  internalFillers: InternalFillersField,
}

import { undeclaredArgReference } from './dataMap'
import { functionFillers } from './fillers'
import {
  deprecatedPurpose,
  includeShadowed,
  missingDescription,
  missingName,
  noHandler,
  reservedName,
  summarizeWithoutPostPrompt,
} from './identity'
import {
  deprecatedArgument,
  parametersTypeNotObject,
  requiredNotInProperties,
  unknownParameterType,
} from './parameters'
import { patternUnsupported } from './patterns'
import { responsePrefix } from './responsePrefix'
import { invalidFunctionName, invalidParameterName } from './names'
import type { FunctionRule } from './types'
import { functionUrls } from './urls'
import { waitFileLoops, waitFileLoopsWithoutFile } from './waitFile'
import { misspelledRequireArgs } from './webhooks'

export type { FunctionRule } from './types'

/** Every function-level rule, run in this order on each function object. */
export const FUNCTION_RULES: readonly FunctionRule[] = [
  missingName,
  invalidFunctionName,
  missingDescription,
  reservedName,
  summarizeWithoutPostPrompt,
  noHandler,
  includeShadowed,
  deprecatedPurpose,
  parametersTypeNotObject,
  unknownParameterType,
  requiredNotInProperties,
  invalidParameterName,
  deprecatedArgument,
  undeclaredArgReference,
  patternUnsupported,
  responsePrefix,
  misspelledRequireArgs,
  functionUrls,
  waitFileLoops,
  waitFileLoopsWithoutFile,
  functionFillers,
]

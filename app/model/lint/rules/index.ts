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
import type { FunctionRule } from './types'
import { functionUrls } from './urls'
import { waitFileLoops, waitFileLoopsWithoutFile } from './waitFile'

export type { FunctionRule } from './types'

/** Every function-level rule, run in this order on each function object. */
export const FUNCTION_RULES: readonly FunctionRule[] = [
  missingName,
  missingDescription,
  reservedName,
  summarizeWithoutPostPrompt,
  noHandler,
  includeShadowed,
  deprecatedPurpose,
  parametersTypeNotObject,
  unknownParameterType,
  requiredNotInProperties,
  deprecatedArgument,
  undeclaredArgReference,
  patternUnsupported,
  responsePrefix,
  functionUrls,
  waitFileLoops,
  waitFileLoopsWithoutFile,
  functionFillers,
]

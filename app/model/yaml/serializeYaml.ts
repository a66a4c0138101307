import type { Document } from 'yaml'
import { jsonEqual, type JsonValue } from '../json/values'
import { writeDocument } from './documentWriter'
import { parseYaml, YAML_OPTIONS } from './parseYaml'
import { patchText } from './textPatch/textPatch'
import { yamlTree } from './textPatch/yamlTree'

/** What a script read from YAML keeps, so that writing it back keeps comments and styles. */
export interface YamlSource {
  /** The text as read. */
  readonly text: string
  /** The `yaml` document parsed from `text`; never mutated. */
  readonly document: Document.Parsed
  /** The tree value parsed from `text`. */
  readonly root: JsonValue
}

/**
 * Writes a value as YAML. With the source it was read from, an unchanged value gives back the
 * source text itself, and a changed one is the source text with only the lines of the changed
 * values rewritten (see `textPatch.ts`): comments, blank lines, flow collections, scalar styles
 * and anchors everywhere else stay byte for byte. Without a source, a fresh document. The result
 * reads back (`parseYaml`) as exactly `value`, but for what YAML cannot spell (a JSON string's
 * escapes, see `yamlTree`).
 */
export function serializeYaml(value: JsonValue, source?: YamlSource): string {
  if (!source) return writeDocument(value)
  if (value === source.root || jsonEqual(value, source.root)) return source.text
  const patched = patchText(source, value)
  if (patched !== undefined) return patched
  // Not reached in the tests: every operation can at least rewrite the whole document afresh.
  const whole = writeDocument(value, source.document)
  const check = parseYaml(whole)
  return check.ok && jsonEqual(check.value, yamlTree(value)) ? whole : writeDocument(value)
}

export { YAML_OPTIONS }

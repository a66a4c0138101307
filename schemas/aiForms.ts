/**
 * What the `ai` step's settings pages need of the schemas: the definitions of
 * `script.schema.json` (params, prompt settings, languages, hints, pronunciations, contexts and
 * steps) read as setting specs, and the groups of `params.uischema.json`. Loaded with those pages
 * (a chunk of their own), never with the first screen.
 */
import scriptJson from './script.schema.json'
import paramsUiJson from './params.uischema.json'

type Node = Record<string, unknown>

/** How a setting is edited. */
export type SettingKind = 'boolean' | 'number' | 'text' | 'textarea' | 'url' | 'choice' | 'json'

/** A setting as a form shows it: from its schema (title, help, range) and its uiSchema. */
export interface SettingSpec {
  readonly key: string
  readonly title: string
  readonly description: string
  readonly kind: SettingKind
  readonly integer: boolean
  readonly unit?: string
  readonly minimum?: number
  readonly maximum?: number
  readonly default?: unknown
  readonly choices?: readonly string[]
  /** Other values than the choices are fine (a model name): suggestions, not a list. */
  readonly open?: boolean
  readonly placeholder?: string
  readonly deprecated?: boolean
  /** Text that reads as true/false (`bool`), or also as a whole number (`boolInt`), is written as such. */
  readonly loose?: 'bool' | 'boolInt'
}

export interface SettingGroup {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly keys: readonly string[]
}

const DEFS = (scriptJson as unknown as { definitions: Record<string, Node> }).definitions
const PARAMS_UI = paramsUiJson as unknown as Record<string, { 'ui:options'?: Node }> & {
  'ui:groups': { id: string; title: string; description: string; 'ui:order': string[] }[]
}

const propertiesOf = (def: Node): Record<string, Node> =>
  (def.properties ?? {}) as Record<string, Node>

/** The kind of a property that the uiSchema does not name. */
function kindOf(schema: Node): SettingKind {
  if (schema.type === 'boolean') return 'boolean'
  if (schema.type === 'integer' || schema.type === 'number') return 'number'
  if (schema.type === 'string') return Array.isArray(schema.enum) ? 'choice' : 'text'
  return 'json'
}

/** A setting spec from a property's schema and its `ui:options`. */
export function specOf(key: string, schema: Node, ui: Node = {}): SettingSpec {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined)
  const branch = Array.isArray(schema.anyOf) ? (schema.anyOf[0] as Node) : schema
  const choices = (ui.choices ?? schema.enum) as string[] | undefined
  return {
    key,
    title: typeof schema.title === 'string' ? schema.title : key,
    description: typeof schema.description === 'string' ? schema.description : '',
    kind: (ui.kind as SettingKind | undefined) ?? kindOf(schema),
    integer: branch.type === 'integer',
    ...(typeof ui.unit === 'string' ? { unit: ui.unit } : {}),
    ...(num(branch.minimum) !== undefined ? { minimum: num(branch.minimum) } : {}),
    ...(num(branch.maximum) !== undefined ? { maximum: num(branch.maximum) } : {}),
    ...('default' in schema ? { default: schema.default } : {}),
    ...(choices ? { choices } : {}),
    ...(ui.open === true ? { open: true } : {}),
    ...(typeof ui.placeholder === 'string' ? { placeholder: ui.placeholder } : {}),
    ...(schema.deprecated === true ? { deprecated: true } : {}),
    ...(ui.loose === 'bool' || ui.loose === 'boolInt' ? { loose: ui.loose } : {}),
  }
}

/** Every documented `ai.params` setting, by key. */
export const PARAM_SPECS: ReadonlyMap<string, SettingSpec> = new Map(
  Object.entries(propertiesOf(DEFS.params!)).map(([key, schema]) => [
    key,
    specOf(key, schema, PARAMS_UI[key]?.['ui:options']),
  ]),
)

/** The groups of `ai.params`, by what they do, in the order shown. */
export const PARAM_GROUPS: readonly SettingGroup[] = PARAMS_UI['ui:groups'].map((g) => ({
  id: g.id,
  title: g.title,
  description: g.description,
  keys: g['ui:order'],
}))

/** The specs of the properties of a definition of `script.schema.json`. */
export function specsOf(definition: string, ui: Record<string, Node> = {}): SettingSpec[] {
  const def = DEFS[definition]
  if (!def) throw new Error(`script.schema.json has no definition ${definition}`)
  return Object.entries(propertiesOf(def)).map(([key, schema]) => specOf(key, schema, ui[key]))
}

/** The prompt's and the post-prompt's own settings (temperature, top_p…). */
export const PROMPT_SETTING_SPECS: readonly SettingSpec[] = specsOf('promptTuning')
/** The keys of a language entry, a pronunciation, a hint, a context and a step. */
export const LANGUAGE_SPECS = new Map(specsOf('language').map((s) => [s.key, s]))
export const PRONOUNCE_SPECS = new Map(specsOf('pronounce').map((s) => [s.key, s]))
export const CONTEXT_SPECS = new Map(specsOf('context').map((s) => [s.key, s]))
export const STEP_SPECS = new Map(specsOf('contextStep').map((s) => [s.key, s]))

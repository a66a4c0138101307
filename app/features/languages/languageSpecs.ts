import { LANGUAGE_SPECS, type SettingSpec } from '../../../schemas/aiForms'

/** The fields of a language shown first, and those under "More voice settings". */
export const MAIN_KEYS = ['name', 'code', 'voice', 'model'] as const
export const MORE_KEYS = ['emotion', 'speed', 'engine'] as const
/** Every key of a language entry a form edits (the rest is in its "Other fields"). */
export const LANGUAGE_KEYS: ReadonlySet<string> = new Set([
  ...MAIN_KEYS,
  ...MORE_KEYS,
  'params',
  'speech_fillers',
  'function_fillers',
  'fillers',
])

const LABELS: Record<string, string> = {
  name: 'Name',
  code: 'Language code',
  voice: 'Voice',
  model: 'Voice model',
  emotion: 'Emotion',
  speed: 'Speed',
  engine: 'Engine (old)',
}

/** The spec of a language key, with the label the page uses. */
export function languageSpec(key: string): SettingSpec {
  const spec = { ...LANGUAGE_SPECS.get(key)!, title: LABELS[key] ?? key }
  if (key === 'emotion' || key === 'speed') return { ...spec, kind: 'choice', choices: ['auto'] }
  return spec
}

/** A speech engine setting of a language (`params.stability`, `params.similarity`). */
export function engineSpec(key: 'stability' | 'similarity'): SettingSpec {
  const stability = key === 'stability'
  return {
    key,
    kind: 'number',
    integer: false,
    title: stability ? 'Voice stability' : 'Voice similarity',
    description: stability
      ? 'ElevenLabs only: how steady the voice sounds, from 0 to 1.'
      : 'ElevenLabs only: how close the voice stays to the original, from 0 to 1.',
    minimum: 0,
    maximum: 1,
    default: stability ? 0.5 : 0.75,
  }
}

export const FILLER_LISTS = [
  {
    key: 'speech_fillers',
    label: 'Speech fillers',
    help: 'Said between turns to fill a silence while the agent thinks.',
  },
  {
    key: 'function_fillers',
    label: 'Function fillers',
    help: 'Said while any function runs, unless the function skips them.',
  },
] as const

export const OLD_FILLERS = {
  key: 'fillers',
  label: 'Fillers (old name)',
  help: 'Said between turns and while functions run; the old name of both lists.',
} as const

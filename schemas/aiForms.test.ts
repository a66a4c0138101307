import { describe, expect, it } from 'vitest'
import scriptJson from './script.schema.json'
import paramsUi from './params.uischema.json'
import { PARAM_GROUPS, PARAM_SPECS, PROMPT_SETTING_SPECS, STEP_SPECS } from './aiForms'
import { readShared, HAS_SHARED } from '../app/model/testing/shared'

describe('the ai step settings of the schemas', () => {
  it('groups every documented param once, and names only params', () => {
    const grouped = PARAM_GROUPS.flatMap((g) => g.keys)
    expect(new Set(grouped).size).toBe(grouped.length)
    expect(new Set(grouped)).toEqual(new Set(PARAM_SPECS.keys()))
    for (const key of Object.keys(paramsUi))
      if (key !== 'ui:groups') expect(PARAM_SPECS.has(key)).toBe(true)
    expect(PARAM_GROUPS.map((g) => g.title)).toEqual([
      'Timing and turn-taking',
      'Interruptions',
      'Audio and voice',
      'The model',
      'What functions may do',
      'Debugging',
    ])
  })

  it.skipIf(!HAS_SHARED)('has every param of SignalWire’s published schema', () => {
    const published = JSON.parse(readShared('reference/swml-schema.signalwire-agents.json')) as {
      $defs: { AIParams: { properties: object } }
    }
    expect([...PARAM_SPECS.keys()].sort()).toEqual(
      Object.keys(published.$defs.AIParams.properties).sort(),
    )
  })

  it('gives plain titles, and units and ranges where they apply', () => {
    const eos = PARAM_SPECS.get('end_of_speech_timeout')!
    expect(eos).toMatchObject({
      title: 'Silence that ends a turn',
      kind: 'number',
      integer: true,
      unit: 'ms',
      minimum: 250,
      maximum: 10000,
      default: 700,
    })
    expect(PARAM_SPECS.get('wait_for_user')).toMatchObject({ kind: 'boolean', default: false })
    expect(PARAM_SPECS.get('tts_number_format')).toMatchObject({
      kind: 'choice',
      choices: ['international', 'national'],
    })
    for (const spec of PARAM_SPECS.values()) expect(spec.title).not.toMatch(/_/)
    expect(PROMPT_SETTING_SPECS.map((s) => s.key)).toEqual([
      'temperature',
      'top_p',
      'confidence',
      'presence_penalty',
      'frequency_penalty',
      'max_tokens',
    ])
    expect(STEP_SPECS.get('step_criteria')?.title).toBe('Done when')
    expect(scriptJson.definitions.params.properties.attention_timeout.maximum).toBe(600000)
  })
})

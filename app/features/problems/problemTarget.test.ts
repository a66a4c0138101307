import { describe, expect, it } from 'vitest'
import { problemTarget } from './problemTarget'
import { parseScript } from '../../model/core'

const r = parseScript(
  JSON.stringify({
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        { ai: { prompt: { text: 'x' }, SWAIG: { defaults: {}, functions: [{ function: 'a' }] } } },
      ],
    },
  }),
)
if (!r.ok) throw new Error()
const root = r.doc.root

describe('problemTarget', () => {
  it.each([
    ['/version', { kind: 'settings' }, ['settings_version']],
    [
      '/sections/main/1/ai/prompt/text',
      { kind: 'settings' },
      ['settings_prompt_text', 'settings_prompt'],
    ],
    [
      '/sections/main/1/ai/SWAIG/functions/0/description',
      { kind: 'function', index: 0 },
      ['fn_description'],
    ],
    [
      '/sections/main/1/ai/SWAIG/functions/0/parameters/properties/city',
      { kind: 'function', index: 0 },
      ['fn_parameters_properties_city', 'fn_parameters_properties', 'fn_parameters'],
    ],
    [
      '/sections/main/1/ai/SWAIG/defaults/web_hook_url',
      { kind: 'swaig' },
      ['swaig_defaults_web_hook_url', 'swaig_defaults'],
    ],
    [
      '/sections/main/1/ai/params/end_of_speech_timeout',
      { kind: 'behaviour' },
      ['param-end_of_speech_timeout'],
    ],
    [
      '/sections/main/1/ai/languages/0/voice',
      { kind: 'languages' },
      ['lang_languages_0_voice', 'lang_languages_0', 'lang_languages'],
    ],
    [
      '/sections/main/1/ai/prompt/contexts/default/steps/1/name',
      { kind: 'flow' },
      ['flow_0_steps_1_name', 'flow_0_steps_1', 'flow_0_steps', 'flow_0'],
    ],
    ['/sections/main/1/ai/agent_meta_data', { kind: 'settings' }, ['settings_other']],
    ['/sections/main/0/answer', null, []],
  ])('%s', (pointer, selection, fieldIds) => {
    expect(problemTarget(root, pointer)).toMatchObject({ selection, fieldIds })
  })
})

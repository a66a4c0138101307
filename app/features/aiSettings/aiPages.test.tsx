// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { parseScript, pointerInAi, type ScriptDoc } from '../../model/core'
import { corpusFiles, HAS_SHARED, SKIP_MESSAGE } from '../../model/testing/shared'
import { ScriptSettings } from '../scriptSettings/ScriptSettings'
import { LanguagesPage } from '../languages/LanguagesPage'
import { FlowPage } from '../flow/FlowPage'
import { ParamsPage } from './ParamsPage'
import { expectOneValueChanged, renderPage } from './testing/renderPage'

afterEach(cleanup)

const docOf = (text: string): ScriptDoc => {
  const r = parseScript(text)
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}
const byId = (id: string) => {
  const el = document.getElementById(id)
  if (!el) throw new Error(`no element #${id}`)
  return el
}
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } })
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))

const files = corpusFiles('.json')

describe.skipIf(!HAS_SHARED)(
  'every new form changes only the value edited, on each real script',
  () => {
    if (!HAS_SHARED) console.warn(SKIP_MESSAGE)

    describe.each(files.map((f) => [f.name, f.text] as const))('%s', (_name, text) => {
      const doc = docOf(text)
      const ai = (rel: string) => pointerInAi(doc.root, rel.split('/'))

      it(
        'Agent behaviour: a number, an on/off choice and a list choice',
        { timeout: 30_000 },
        () => {
          const { store } = renderPage(doc, <ParamsPage />)
          expect(
            expectOneValueChanged(store, () => type('param-end_of_speech_timeout', '800')),
          ).toMatchObject({ path: expect.stringContaining('/params') })
          expect(
            expectOneValueChanged(store, () => type('param-wait_for_user', 'true')).path,
          ).toMatch(/\/params(\/wait_for_user)?$/)
          expect(
            expectOneValueChanged(store, () => type('param-tts_number_format', 'national')).path,
          ).toBe(ai('params/tts_number_format'))
          expect(expectOneValueChanged(store, () => type('param-wait_for_user', '')).op).toBe(
            'remove',
          )
        },
      )

      it('Script settings: the prompt, its temperature, the summary sign-in, global data', () => {
        const { store } = renderPage(doc, <ScriptSettings />)
        expect(
          expectOneValueChanged(store, () => type('settings_prompt_text', 'Be brief.')),
        ).toEqual({ op: 'replace', path: ai('prompt/text'), value: 'Be brief.' })
        expect(
          expectOneValueChanged(store, () => type('settings_prompt_temperature', '0.4')),
        ).toEqual(expect.objectContaining({ path: ai('prompt/temperature'), value: 0.4 }))
        expect(
          expectOneValueChanged(store, () => type('settings_post_prompt_auth_user', 'bob')).path,
        ).toBe(ai('post_prompt_auth_user'))
        expect(expectOneValueChanged(store, () => click('Add key')).path).toMatch(
          /\/global_data(\/new_key)?$/,
        )
      })

      it('Languages and speech: a voice, a new language, a new pronunciation', () => {
        const { store } = renderPage(doc, <LanguagesPage />)
        if (document.getElementById('lang_languages_0_voice'))
          expect(
            expectOneValueChanged(store, () => type('lang_languages_0_voice', 'openai.nova')).path,
          ).toBe(ai('languages/0/voice'))
        expect(expectOneValueChanged(store, () => click('Add a language')).op).toBe('add')
        expect(expectOneValueChanged(store, () => click('Add a pronunciation')).op).toBe('add')
      })

      it('Conversation flow: a step, or a new flow', () => {
        const { store } = renderPage(doc, <FlowPage />)
        if (document.getElementById('flow_0_steps_0_step_criteria'))
          expect(
            expectOneValueChanged(store, () => type('flow_0_steps_0_step_criteria', 'Done.')).path,
          ).toBe(ai('prompt/contexts/default/steps/0/step_criteria'))
        else
          expect(
            expectOneValueChanged(store, () => click('Add a conversation flow')),
          ).toMatchObject({
            op: 'add',
            path: ai('prompt/contexts'),
          })
      })
    })
  },
)

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { PARAM_SPECS } from '../../../schemas/aiForms'
import { getAi, isArray, isObject, parseScript } from '../../model/core'
import { corpusFiles, HAS_SHARED } from '../../model/testing/shared'
import { ScriptSettings } from '../scriptSettings/ScriptSettings'
import { LanguagesPage } from '../languages/LanguagesPage'
import { LANGUAGE_KEYS } from '../languages/languageSpecs'
import { AI_KEY_PAGES, AI_KNOWN_KEYS, PROMPT_KEYS, POST_PROMPT_KEYS } from './aiKeys'
import { ParamsPage } from './ParamsPage'
import { renderPage } from './testing/renderPage'

afterEach(cleanup)

/** The keys shown as JSON in an "Other fields" box (none when the box is not there). */
const otherKeys = (id: string): string[] => {
  const box = document.getElementById(id) as HTMLTextAreaElement | null
  return box && box.value.trim() ? Object.keys(JSON.parse(box.value) as object) : []
}

const files = [...corpusFiles('.json'), ...corpusFiles('.yaml')]

describe.skipIf(!HAS_SHARED)(
  'every key of the ai step of a real script is in a form or in "Other fields"',
  () => {
    it.each(files.map((f) => [f.name, f.text] as const))('%s', (_name, text) => {
      const r = parseScript(text)
      if (!r.ok) throw new Error(r.error.message)
      const ai = getAi(r.doc.root)!

      const settings = renderPage(r.doc, <ScriptSettings />)
      const unknown = ai.keys().filter((k) => !AI_KNOWN_KEYS.has(k))
      expect(otherKeys('settings_other')).toEqual(unknown)
      for (const [which, known] of [
        ['prompt', PROMPT_KEYS],
        ['post_prompt', POST_PROMPT_KEYS],
      ] as const) {
        const prompt = ai.get(which)
        const keys = isObject(prompt) ? prompt.keys() : []
        expect(otherKeys(`settings_${which}_other`)).toEqual(keys.filter((k) => !known.has(k)))
        for (const k of keys.filter((k) => known.has(k) && k !== 'contexts'))
          expect(document.getElementById(`settings_${which}_${k}`), `${which}.${k}`).not.toBeNull()
      }
      settings.unmount()

      const params = ai.get('params')
      if (isObject(params)) {
        const page = renderPage(r.doc, <ParamsPage />)
        for (const key of params.keys())
          if (PARAM_SPECS.has(key)) expect(document.getElementById(`param-${key}`)).not.toBeNull()
          else expect(screen.getByLabelText(`Value of ${key}`)).toBeTruthy()
        page.unmount()
      }

      const languages = ai.get('languages')
      if (isArray(languages)) {
        const page = renderPage(r.doc, <LanguagesPage />)
        languages.forEach((lang, i) => {
          if (!isObject(lang)) return
          expect(otherKeys(`lang_languages_${i}_other`)).toEqual(
            lang.keys().filter((k) => !LANGUAGE_KEYS.has(k)),
          )
        })
        page.unmount()
      }
      for (const key of ai.keys())
        if (AI_KNOWN_KEYS.has(key)) expect(AI_KEY_PAGES[key]).toBeTruthy()
    })
  },
)

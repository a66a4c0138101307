// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { parseScript } from '../../model/core'
import { expectOneValueChanged, renderPage } from '../aiSettings/testing/renderPage'
import { HookEditor } from './HookEditor'

afterEach(cleanup)

const FN = '/sections/main/0/ai/SWAIG/functions/0'
const docWith = (hook: object, ai: object = {}) => {
  const r = parseScript(
    JSON.stringify({
      sections: { main: [{ ai: { prompt: { text: 'Hi' }, ...ai, SWAIG: { functions: [hook] } } }] },
    }),
  )
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}

describe('the hook form', () => {
  it('says when the hook runs and what it sends, and edits one value at a time', () => {
    const { store } = renderPage(
      docWith({ function: 'start_hook', data_map: { output: { response: 'x' } } }),
      <HookEditor index={0} />,
    )
    expect(screen.getByRole('note', { name: 'About this hook' }).textContent).toContain(
      'When the call is answered',
    )
    // What a hook does not use is kept, as JSON.
    expect(
      (screen.getByRole('textbox', { name: 'Other fields' }) as HTMLTextAreaElement).value,
    ).toContain('"data_map"')
    expect(
      expectOneValueChanged(store, () =>
        fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
          target: { value: 'Tell the server.' },
        }),
      ),
    ).toEqual({ op: 'add', path: `${FN}/description`, value: 'Tell the server.' })
    expect(
      expectOneValueChanged(store, () =>
        fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'startup_hook' } }),
      ),
    ).toEqual({ op: 'replace', path: `${FN}/function`, value: 'startup_hook' })
  })

  it('the summary hook says whether the script has the summary prompt it needs', () => {
    renderPage(docWith({ function: 'summarize_conversation' }), <HookEditor index={0} />)
    expect(screen.getByRole('note').textContent).toContain(
      'no summary prompt, so this hook never runs',
    )
    cleanup()
    renderPage(
      docWith({ function: 'summarize_conversation' }, { post_prompt: { text: 'Summarize.' } }),
      <HookEditor index={0} />,
    )
    expect(screen.getByRole('note').textContent).toContain('has a summary prompt')
  })
})

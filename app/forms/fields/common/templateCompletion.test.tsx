// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { completeTemplate, type TemplateCompletion } from '../../../model/completion'
import { TemplateCompletionContext } from './templateCompletion'
import { TextInput } from './TextInput'

afterEach(cleanup)

const VARS: TemplateCompletion[] = [
  { label: 'args.city', kind: 'argument', detail: 'argument (string)' },
  { label: 'main.temp', kind: 'reply', detail: 'sample reply of webhook 1: 72.5' },
]

function Field({ provided = true, initial = '' }: { provided?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial)
  const input = <TextInput id="resp" label="Response" value={value} onChange={setValue} multiline />
  return provided ? (
    <TemplateCompletionContext.Provider value={(before) => completeTemplate(before, VARS)}>
      {input}
    </TemplateCompletionContext.Provider>
  ) : (
    input
  )
}

/** Types text as a person would: the value changes, the caret moves to its end, a key is let go. */
function typeText(el: HTMLTextAreaElement, text: string) {
  fireEvent.change(el, { target: { value: text } })
  el.setSelectionRange(text.length, text.length)
  fireEvent.keyUp(el, { key: text.slice(-1) })
}

describe('${ completion in a form text field', () => {
  it('offers the values after ${ and inserts the chosen one', async () => {
    render(<Field />)
    const el = screen.getByLabelText('Response') as HTMLTextAreaElement
    expect(el.getAttribute('aria-autocomplete')).toBe('list')
    typeText(el, 'It is ${')
    const list = screen.getByRole('listbox', { name: 'Template values' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'args.city argument (string)',
      'main.temp sample reply of webhook 1: 72.5',
      'enc: URL-encode the value',
      'fmt_ph: format a phone number',
      'lc: lowercase the value',
    ])
    expect(el.getAttribute('aria-controls')).toBe(list.id)
    fireEvent.keyDown(el, { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(el, { key: 'Enter' })
    expect(el.value).toBe('It is ${main.temp')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('filters by what is typed, keeps the text after the cursor, closes on Escape', () => {
    render(<Field initial="x" />)
    const el = screen.getByLabelText('Response') as HTMLTextAreaElement
    fireEvent.change(el, { target: { value: 'Hi ${ar} now' } })
    el.setSelectionRange(7, 7)
    fireEvent.keyUp(el, { key: 'r' })
    expect(screen.getAllByRole('option').map((o) => o.querySelector('code')?.textContent)).toEqual([
      'args.city',
    ])
    fireEvent.mouseDown(screen.getByRole('option'))
    expect(el.value).toBe('Hi ${args.city} now')
    typeText(el, '${')
    fireEvent.keyDown(el, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('offers nothing without a provider, or outside a template', () => {
    render(<Field provided={false} />)
    const el = screen.getByLabelText('Response') as HTMLTextAreaElement
    expect(el.getAttribute('aria-autocomplete')).toBeNull()
    typeText(el, '${')
    expect(screen.queryByRole('listbox')).toBeNull()
    cleanup()
    render(<Field />)
    typeText(screen.getByLabelText('Response') as HTMLTextAreaElement, 'plain text')
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { makeFunction, renderForm } from '../testing/renderForm'

afterEach(cleanup)

const group = (code: string) => screen.getByRole('group', { name: `Language ${code}` })

describe('fillers field', { timeout: 60_000 }, () => {
  it('renames a language in place without losing focus or phrases', () => {
    const form = renderForm(
      'function',
      makeFunction({ fillers: { en: ['One moment'], default: ['Hold on'] } }),
    )
    const input = within(group('en')).getByLabelText('Language code')
    input.focus()
    for (const text of ['en-', 'en-U', 'en-US'])
      fireEvent.change(input, { target: { value: text } })
    expect(document.activeElement).toBe(input)
    expect(within(group('en-US')).getByLabelText('Language code')).toBe(input)
    expect(form.last().fillers).toEqual({ 'en-US': ['One moment'], default: ['Hold on'] })
    expect(Object.keys(form.last().fillers as object)).toEqual(['en-US', 'default'])
  })
})

describe('fillers field, phrases and languages', { timeout: 60_000 }, () => {
  const type = (element: HTMLElement, value: string) =>
    fireEvent.change(element, { target: { value } })

  it('adds a language from the list or a custom code, and its first phrase gets the focus', () => {
    const form = renderForm('function', makeFunction())
    type(screen.getByLabelText('New language'), 'es-MX')
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }))
    const phrase = within(group('es-MX')).getByLabelText('Phrase 1 of es-MX')
    expect(document.activeElement).toBe(phrase)
    type(phrase, 'Un momento')
    fireEvent.keyDown(phrase, { key: 'Enter' })
    expect(document.activeElement).toBe(within(group('es-MX')).getByLabelText('Phrase 2 of es-MX'))
    type(document.activeElement as HTMLElement, 'Ya casi')
    expect(form.last().fillers).toEqual({ 'es-MX': ['Un momento', 'Ya casi'] })
  })

  it('refuses a code already in the list', () => {
    renderForm('function', makeFunction({ fillers: { default: ['Hold on'] } }))
    type(screen.getByLabelText('New language'), 'default')
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }))
    expect(screen.getByRole('alert').textContent).toMatch(/already in the list/)
  })

  it('reorders and removes phrases, then removes the language', () => {
    const form = renderForm(
      'function',
      makeFunction({ fillers: { 'en-US': ['One', 'Two', 'Three'] } }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Move phrase 3 of en-US up' }))
    expect(form.last().fillers).toEqual({ 'en-US': ['One', 'Three', 'Two'] })
    fireEvent.click(screen.getByRole('button', { name: 'Remove phrase 1 of en-US' }))
    expect(form.last().fillers).toEqual({ 'en-US': ['Three', 'Two'] })
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove phrase 1 of en-US' }),
    )
    const second = screen.getByLabelText('Phrase 2 of en-US')
    type(second, '')
    fireEvent.keyDown(second, { key: 'Backspace' })
    expect(form.last().fillers).toEqual({ 'en-US': ['Three'] })
    expect(document.activeElement).toBe(screen.getByLabelText('Phrase 1 of en-US'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove language en-US' }))
    expect(form.last().fillers).toBeUndefined()
  })

  it('shows a bare string as one phrase and writes a list once edited', () => {
    const form = renderForm('function', makeFunction({ fillers: { default: 'hold' } }))
    type(screen.getByLabelText('Phrase 1 of default'), 'hold on')
    expect(form.last().fillers).toEqual({ default: ['hold on'] })
  })

  it('keeps fillers that are not a map as JSON', () => {
    renderForm('function', makeFunction({ fillers: 'hold' }))
    expect(screen.getByLabelText(/^Fillers/)).toHaveProperty('value', '"hold"')
  })

  it('does not commit an empty language code, and keeps the phrases', () => {
    const form = renderForm('function', makeFunction({ fillers: { en: ['Hi'] } }))
    type(within(group('en')).getByLabelText('Language code'), '')
    expect(screen.getByRole('alert').textContent).toMatch(/Type a language code/)
    expect(form.changes).toHaveLength(0)
  })
})

describe('undo steps', { timeout: 60_000 }, () => {
  it('makes typing in one input one undo step, and each add its own', () => {
    const form = renderForm('function', makeFunction({ fillers: { en: ['a'] } }))
    const phrase = screen.getByLabelText('Phrase 1 of en')
    fireEvent.change(phrase, { target: { value: 'ab' } })
    fireEvent.change(phrase, { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }))
    expect(form.changes.map((c) => c.fieldId)).toEqual([phrase.id, phrase.id, undefined, undefined])
    expect(form.store.getState().history.past).toHaveLength(3)
    expect(form.ops()).toEqual([
      [{ op: 'replace', path: '/form/fillers/en/0', value: 'ab' }],
      [{ op: 'replace', path: '/form/fillers/en/0', value: 'abc' }],
      [{ op: 'add', path: '/form/fillers/en/1', value: '' }],
      [{ op: 'add', path: '/form/fillers/en/2', value: '' }],
    ])
  })
})

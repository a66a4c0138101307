// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { makeFunction, renderForm } from './testing/renderForm'

afterEach(cleanup)

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } })

describe('meta_data field', { timeout: 60_000 }, () => {
  it('edits flat values in place and nested ones as JSON', () => {
    const form = renderForm(
      'function',
      makeFunction({
        meta_data: { plan: 'gold', limit: 3, vip: true, contacts: { sales: '+1555' } },
      }),
    )
    expect(screen.getByLabelText('Value of plan')).toHaveProperty('value', 'gold')
    expect(screen.getByLabelText(/Value of contacts/)).toHaveProperty(
      'value',
      '{\n  "sales": "+1555"\n}',
    )
    const key = screen.getByLabelText('Key 1')
    key.focus()
    type(key, 'tier')
    expect(document.activeElement).toBe(key)
    type(screen.getByLabelText('Value of limit'), '5')
    type(screen.getByLabelText('Value of vip'), 'false')
    expect(form.last().meta_data).toEqual({
      tier: 'gold',
      limit: 5,
      vip: false,
      contacts: { sales: '+1555' },
    })
  })

  it('adds a key, changes the kind of a value and removes keys', () => {
    const form = renderForm('function', makeFunction())
    fireEvent.click(screen.getByRole('button', { name: 'Add key' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Key 1'))
    type(screen.getByLabelText('Key 1'), 'count')
    type(screen.getByLabelText('Kind of count'), 'number')
    expect(form.last().meta_data).toEqual({ count: 0 })
    fireEvent.click(screen.getByRole('button', { name: 'Remove key count' }))
    expect(form.last().meta_data).toBeUndefined()
  })

  it('does not commit a key that is already used', () => {
    const form = renderForm('function', makeFunction({ meta_data: { a: 1, b: 2 } }))
    type(screen.getByLabelText('Key 2'), 'a')
    expect(screen.getByRole('alert').textContent).toMatch(/already used/)
    expect(form.changes).toHaveLength(0)
  })
})

describe('wait_file_loops field', { timeout: 60_000 }, () => {
  it.each([
    [3, '5', 5],
    ['3', '5', '5'],
    [undefined, '2', 2],
    [undefined, '${global_data.loops}', '${global_data.loops}'],
    [4, '', undefined],
  ])('keeps the type the script used (%s, typed %s)', (initial, text, written) => {
    const form = renderForm(
      'function',
      makeFunction(initial === undefined ? {} : { wait_file_loops: initial }),
    )
    type(screen.getByLabelText('Wait file loops'), text)
    expect(form.last().wait_file_loops).toBe(written)
  })

  it('comes back to an integer after a detour through other text', () => {
    const form = renderForm('function', makeFunction({ wait_file_loops: 2 }))
    type(screen.getByLabelText('Wait file loops'), '2x')
    type(screen.getByLabelText('Wait file loops'), '3')
    expect(form.last().wait_file_loops).toBe(3)
  })
})

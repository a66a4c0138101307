// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderForm, makeFunction } from './fields/testing/renderForm'

afterEach(cleanup)

describe("rjsf's own fields, on the store", () => {
  it('a typed value is one replace at its place, under the input’s id (one undo step)', () => {
    const form = renderForm('function', makeFunction())
    const description = screen.getByLabelText('Description')
    fireEvent.change(description, { target: { value: 'Get the weather now.' } })
    fireEvent.change(description, { target: { value: 'Get the weather now!' } })
    expect(form.ops()).toEqual([
      [{ op: 'replace', path: '/form/description', value: 'Get the weather now.' }],
      [{ op: 'replace', path: '/form/description', value: 'Get the weather now!' }],
    ])
    expect(form.changes.map((c) => c.fieldId)).toEqual([description.id, description.id])
    expect(form.store.getState().history.past).toHaveLength(1)
  })

  it('a switch adds its key; a number is written as a number', () => {
    const form = renderForm('function', makeFunction())
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }))
    expect(form.ops()[0]).toEqual([{ op: 'add', path: '/form/active', value: false }])
  })

  it('shows what the store holds when it changes from elsewhere (undo)', () => {
    const form = renderForm('function', makeFunction())
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement
    fireEvent.change(description, { target: { value: 'Changed.' } })
    act(() => form.store.getState().undo())
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Get the weather.',
    )
  })
})

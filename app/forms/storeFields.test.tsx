// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderForm, makeFunction } from './fields/testing/renderForm'

afterEach(cleanup)

/** Lets the edits typed in this task reach the store (they do in the next task). */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe("rjsf's own fields, on the store", () => {
  it('a typed value is one replace at its place in the next task, under the input’s id (one undo step)', async () => {
    const form = renderForm('function', makeFunction())
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement
    fireEvent.change(description, { target: { value: 'Get the weather now.' } })
    fireEvent.change(description, { target: { value: 'Get the weather now!' } })
    // The field shows what was typed at once; the store has it one task later, as one edit.
    expect(description.value).toBe('Get the weather now!')
    expect(form.ops()).toEqual([])
    await nextTask()
    fireEvent.change(description, { target: { value: 'Get the weather now!!' } })
    await nextTask()
    expect(form.ops()).toEqual([
      [{ op: 'replace', path: '/form/description', value: 'Get the weather now!' }],
      [{ op: 'replace', path: '/form/description', value: 'Get the weather now!!' }],
    ])
    expect(form.changes.map((c) => c.fieldId)).toEqual([description.id, description.id])
    expect(form.store.getState().history.past).toHaveLength(1)
    expect(description.value).toBe('Get the weather now!!')
  })

  it('a switch adds its key; a number is written as a number', async () => {
    const form = renderForm('function', makeFunction())
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }))
    await nextTask()
    expect(form.ops()[0]).toEqual([{ op: 'add', path: '/form/active', value: false }])
  })

  it('any action of the store applies what was typed first, in order', () => {
    const form = renderForm('function', makeFunction())
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Typed.' } })
    act(() => form.store.getState().selectFunction(0))
    expect(form.ops()).toEqual([[{ op: 'replace', path: '/form/description', value: 'Typed.' }]])
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { renderForm } from './testing/renderForm'

afterEach(cleanup)

describe('native_functions field', { timeout: 60_000 }, () => {
  it('turns known functions on and off, keeping unknown names', () => {
    const form = renderForm('swaig', { native_functions: ['wait_seconds', 'future_tool'] }, 'swaig')
    expect(screen.getByRole('checkbox', { name: 'future_tool' })).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'check_time' }))
    expect(form.last().native_functions).toEqual(['wait_seconds', 'future_tool', 'check_time'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'wait_seconds' }))
    expect(form.last().native_functions).toEqual(['future_tool', 'check_time'])
    fireEvent.change(screen.getByLabelText('Other built-in function'), {
      target: { value: 'new_one' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add function' }))
    expect(form.last().native_functions).toEqual(['future_tool', 'check_time', 'new_one'])
  })

  it('removes the list when nothing is on', () => {
    const form = renderForm('swaig', { native_functions: ['check_time'] }, 'swaig')
    fireEvent.click(screen.getByRole('checkbox', { name: 'check_time' }))
    expect(form.last().native_functions).toBeUndefined()
  })
})

describe('internal_fillers field', { timeout: 60_000 }, () => {
  it('edits the fillers of each built-in function with the fillers editor', () => {
    const form = renderForm(
      'swaig',
      { internal_fillers: { get_visual_input: { 'en-US': ['Looking'] }, custom_fn: 'hm' } },
      'swaig',
    )
    const visual = screen.getByRole('group', { name: 'Fillers of get_visual_input' })
    fireEvent.change(within(visual).getByLabelText('Phrase 1 of en-US'), {
      target: { value: 'Looking now' },
    })
    expect(screen.getByLabelText(/Phrases for custom_fn/)).toHaveProperty('value', '"hm"')
    fireEvent.change(screen.getByLabelText('Built-in function'), {
      target: { value: 'check_time' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add fillers for a function' }))
    const time = screen.getByRole('group', { name: 'Fillers of check_time' })
    fireEvent.change(within(time).getByLabelText('New language'), { target: { value: 'default' } })
    fireEvent.click(within(time).getByRole('button', { name: 'Add language' }))
    fireEvent.change(within(time).getByLabelText('Phrase 1 of default'), {
      target: { value: 'Checking the time' },
    })
    expect(form.last().internal_fillers).toEqual({
      get_visual_input: { 'en-US': ['Looking now'] },
      custom_fn: 'hm',
      check_time: { default: ['Checking the time'] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Remove fillers of get_visual_input' }))
    expect(Object.keys(form.last().internal_fillers as object)).toEqual(['custom_fn', 'check_time'])
  })
})

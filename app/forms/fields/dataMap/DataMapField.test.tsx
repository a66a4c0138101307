// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { makeFunction, renderForm } from '../testing/renderForm'

afterEach(cleanup)

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } })
const group = (name: string | RegExp) => screen.getByRole('group', { name })

describe('data_map field', { timeout: 60_000 }, () => {
  // The parts' editors load apart from the form, once: the first form waits for them.
  beforeAll(async () => {
    renderForm('function', makeFunction({ data_map: { output: { response: 'x' } } }))
    expect(screen.getByText('Loading the data map editor…')).toBeTruthy()
    await screen.findByRole('heading', { name: 'Expressions' })
    cleanup()
  })

  it('builds an expression and a POST webhook with foreach from scratch', () => {
    const form = renderForm('function', makeFunction())
    fireEvent.click(screen.getByRole('button', { name: 'Add expression' }))
    const expression = group('Expression 1')
    expect(document.activeElement).toBe(within(expression).getByLabelText('Text to test'))
    type(within(expression).getByLabelText('Text to test'), '${args.city}')
    type(within(expression).getByLabelText('Pattern'), '(?i)paris')
    type(within(expression).getByLabelText('Response'), 'It is sunny in Paris.')

    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }))
    const webhook = group('Webhook 1')
    type(within(webhook).getByLabelText('URL'), 'https://api.example.com/search')
    type(within(webhook).getByLabelText('Method'), 'POST')
    fireEvent.click(within(webhook).getByRole('button', { name: 'Add header' }))
    type(within(webhook).getByLabelText('Header 1'), 'X-Api-Key')
    type(within(webhook).getByLabelText('Value of X-Api-Key'), 'secret')
    fireEvent.click(within(webhook).getByRole('button', { name: 'Add body field' }))
    type(within(webhook).getByLabelText('Body field 1'), 'query')
    type(within(webhook).getByLabelText('Value of query'), '${args.city}')
    type(within(webhook).getByLabelText('Required inputs'), 'city')
    fireEvent.click(
      within(webhook).getByRole('button', {
        name: 'Turn a list in the reply into text (webhook 1)',
      }),
    )
    const foreach = group('List as text of webhook 1')
    type(within(foreach).getByLabelText('List in reply'), 'data.items')
    type(within(foreach).getByLabelText('Result name'), 'list')
    type(within(foreach).getByLabelText('Text per element'), '${this.name}, ')
    type(within(foreach).getByLabelText('Maximum elements'), '3')
    type(within(webhook).getByLabelText('Response'), 'Found: ${list}')

    expect(form.last().data_map).toEqual({
      expressions: [
        {
          string: '${args.city}',
          pattern: '(?i)paris',
          output: { response: 'It is sunny in Paris.' },
        },
      ],
      webhooks: [
        {
          url: 'https://api.example.com/search',
          output: { response: 'Found: ${list}' },
          method: 'POST',
          headers: { 'X-Api-Key': 'secret' },
          params: { query: '${args.city}' },
          require_args: 'city',
          foreach: {
            input_key: 'data.items',
            output_key: 'list',
            append: '${this.name}, ',
            max: 3,
          },
        },
      ],
    })
  })

  it('adds, edits and reorders actions, and keeps unknown actions and keys as JSON', () => {
    const dataMap = {
      output: {
        response: 'Done.',
        action: [
          { say: 'Bye' },
          { wait_for_user: { timeout: 5 } },
          'stop',
          { SWML: { sections: { main: [] } }, transfer: 'true' },
        ],
        note: 'kept',
      },
      'x-team': 'ops',
    }
    const form = renderForm('function', makeFunction({ data_map: dataMap }))
    expect(within(group(/^Action 2/)).getByLabelText(/wait_for_user/)).toHaveProperty(
      'value',
      '{\n  "timeout": 5\n}',
    )
    expect(within(group(/^Action 4/)).getByRole('switch', { name: 'Transfer now' })).toHaveProperty(
      'checked',
      true,
    )
    expect(screen.getByLabelText(/Other keys of the data map/)).toHaveProperty(
      'value',
      '{\n  "x-team": "ops"\n}',
    )

    type(within(group(/^Action 1/)).getByLabelText('Text to say'), 'Goodbye')
    fireEvent.click(screen.getByRole('button', { name: 'Move action 3 up' }))
    type(screen.getByLabelText('New action'), 'hangup')
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }))
    expect(form.last().data_map).toEqual({
      output: {
        response: 'Done.',
        action: [
          { say: 'Goodbye' },
          'stop',
          { wait_for_user: { timeout: 5 } },
          { SWML: { sections: { main: [] } }, transfer: 'true' },
          { hangup: true },
        ],
        note: 'kept',
      },
      'x-team': 'ops',
    })
  })

  it('edits toggle_functions and set_global_data actions', () => {
    const form = renderForm(
      'function',
      makeFunction({
        data_map: {
          output: {
            response: 'ok',
            action: [
              { toggle_functions: [{ active: 'true', function: 'a' }] },
              { set_global_data: { n: 1 } },
            ],
          },
        },
      }),
    )
    type(screen.getByLabelText('Function names'), 'a, b')
    fireEvent.click(screen.getByRole('switch', { name: 'Turn on' }))
    type(screen.getByLabelText('Value of n'), '2')
    expect((form.last().data_map as { output: unknown }).output).toEqual({
      response: 'ok',
      action: [
        { toggle_functions: [{ active: false, function: ['a', 'b'] }] },
        { set_global_data: { n: 2 } },
      ],
    })
  })

  it('removes the data map when its last part is removed', () => {
    const form = renderForm('function', makeFunction({ data_map: { output: { response: 'x' } } }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove fallback output' }))
    expect(form.last().data_map).toBeUndefined()
  })

  it('keeps require_args lists and the docs spelling required_args', () => {
    const form = renderForm(
      'function',
      makeFunction({
        data_map: {
          webhooks: [{ url: 'https://a.com', required_args: ['a', 'b'], error_keys: 'error' }],
        },
      }),
    )
    const field = screen.getByLabelText('Required inputs')
    expect(field).toHaveProperty('value', 'a, b')
    type(field, 'a')
    expect(form.last().data_map).toEqual({
      webhooks: [{ url: 'https://a.com', required_args: ['a'], error_keys: 'error' }],
    })
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { makeFunction, renderForm } from '../testing/renderForm'

afterEach(cleanup)

const param = (name: string) => screen.getByRole('group', { name: `Parameter ${name}` })
const weather = () =>
  renderForm(
    'function',
    makeFunction({
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'City name' },
          days: { type: 'integer', 'x-unit': 'day' },
        },
        required: ['city'],
      },
    }),
  )

describe('parameters field', { timeout: 60_000 }, () => {
  it('shows each parameter with its name, type and description', () => {
    weather()
    expect(within(param('city')).getByLabelText('Parameter name')).toHaveProperty('value', 'city')
    expect(within(param('city')).getByLabelText('Type')).toHaveProperty('value', 'string')
    expect(within(param('city')).getByLabelText('Description')).toHaveProperty('value', 'City name')
    expect(within(param('city')).getByRole('switch', { name: 'Required' })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(param('days')).getByRole('switch', { name: 'Required' })).toHaveProperty(
      'checked',
      false,
    )
  })

  it('reorders parameters with the move buttons', () => {
    const form = weather()
    fireEvent.click(screen.getByRole('button', { name: 'Move parameter days up' }))
    const params = form.last().parameters as { properties: object }
    expect(Object.keys(params.properties)).toEqual(['days', 'city'])
    const shown = screen
      .getAllByRole('group', { name: /^Parameter / })
      .map((g) => g.getAttribute('aria-label'))
    expect(shown).toEqual(['Parameter days', 'Parameter city'])
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move parameter days down' }),
    )
  })

  it('writes required when a parameter is required and removes it when it empties', () => {
    const form = weather()
    fireEvent.click(within(param('days')).getByRole('switch', { name: 'Required' }))
    expect((form.last().parameters as { required: string[] }).required).toEqual(['city', 'days'])
    fireEvent.click(within(param('city')).getByRole('switch', { name: 'Required' }))
    fireEvent.click(within(param('days')).getByRole('switch', { name: 'Required' }))
    expect(form.last().parameters).not.toHaveProperty('required')
  })

  it('renames a parameter in place, keeping focus, required and unknown keys', () => {
    const form = weather()
    const input = within(param('city')).getByLabelText('Parameter name')
    input.focus()
    for (const text of ['cit', 'ci', 'c']) fireEvent.change(input, { target: { value: text } })
    expect(document.activeElement).toBe(input)
    expect(form.last().parameters).toEqual({
      type: 'object',
      properties: {
        c: { type: 'string', description: 'City name' },
        days: { type: 'integer', 'x-unit': 'day' },
      },
      required: ['c'],
    })
  })

  it('does not commit a name that another parameter has', () => {
    const form = weather()
    const input = within(param('city')).getByLabelText('Parameter name')
    fireEvent.change(input, { target: { value: 'days' } })
    expect(screen.getByRole('alert').textContent).toMatch(/already called days/)
    expect(form.changes).toHaveLength(0)
  })

  it('enters allowed values, one per line, typed by the parameter type', () => {
    const form = weather()
    fireEvent.change(within(param('days')).getByLabelText('Allowed values'), {
      target: { value: '1\n3\n' },
    })
    expect(form.last().parameters).toMatchObject({
      properties: { days: { type: 'integer', enum: [1, 3] } },
    })
    fireEvent.change(within(param('city')).getByLabelText('Allowed values'), {
      target: { value: 'Paris\nRome' },
    })
    expect(form.last().parameters).toMatchObject({
      properties: { city: { enum: ['Paris', 'Rome'] } },
    })
    fireEvent.change(within(param('city')).getByLabelText('Default'), { target: { value: 'Rome' } })
    expect(form.last().parameters).toMatchObject({ properties: { city: { default: 'Rome' } } })
  })

  it('builds a new parameter with a nested object property', () => {
    const form = renderForm('function', makeFunction())
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }))
    const name = screen.getByLabelText('Parameter name')
    expect(document.activeElement).toBe(name)
    fireEvent.change(name, { target: { value: 'address' } })
    fireEvent.change(within(param('address')).getByLabelText('Type'), {
      target: { value: 'object' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add property to parameter address' }))
    const nested = screen.getByRole('group', { name: 'Property new_property' })
    fireEvent.change(within(nested).getByLabelText('Property name'), {
      target: { value: 'street' },
    })
    const street = screen.getByRole('group', { name: 'Property street' })
    fireEvent.click(within(street).getByRole('switch', { name: 'Property required' }))
    fireEvent.change(within(street).getByLabelText('Property description'), {
      target: { value: 'Street and number' },
    })
    // The parameter's own controls keep their plain names next to its properties'.
    fireEvent.change(within(param('address')).getByLabelText('Description'), {
      target: { value: 'Where to deliver' },
    })
    expect(form.last().parameters).toEqual({
      type: 'object',
      properties: {
        address: {
          type: 'object',
          description: 'Where to deliver',
          properties: { street: { type: 'string', description: 'Street and number' } },
          required: ['street'],
        },
      },
    })
  })

  it('edits array items and keeps deeper schemas as JSON', () => {
    const form = renderForm(
      'function',
      makeFunction({ parameters: { type: 'object', properties: { tags: { type: 'array' } } } }),
    )
    fireEvent.change(within(param('tags')).getByLabelText('Type of each item'), {
      target: { value: 'string' },
    })
    expect(form.last().parameters).toMatchObject({
      properties: { tags: { type: 'array', items: { type: 'string' } } },
    })
  })

  it('keeps parameters it cannot show as a list, as JSON', () => {
    renderForm('function', makeFunction({ parameters: ['city'] }))
    expect(screen.getByLabelText(/parameters as JSON/)).toHaveProperty('value', '[\n  "city"\n]')
  })

  it('reads "none" as taking no inputs; the first parameter replaces it', () => {
    const form = renderForm('function', makeFunction({ parameters: 'none' }))
    expect(screen.getByText(/takes no inputs/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }))
    expect(form.ops()).toEqual([
      [
        {
          op: 'replace',
          path: '/form/parameters',
          value: {
            type: 'object',
            properties: { new_parameter: { type: 'string', description: '' } },
          },
        },
      ],
    ])
  })

  it('shows required names that have no parameter and lets them go', () => {
    const form = renderForm(
      'function',
      makeFunction({
        parameters: { type: 'object', properties: { a: {} }, required: ['a', 'ghost'] },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Stop requiring ghost' }))
    expect(form.last().parameters).toEqual({
      type: 'object',
      properties: { a: {} },
      required: ['a'],
    })
  })
})

describe('parameters as real scripts write them', { timeout: 60_000 }, () => {
  it('shows a parameter without type as not set; an edit changes that value alone', () => {
    const form = renderForm(
      'function',
      makeFunction({ parameters: { properties: { to: { description: 'Number' } } } }),
    )
    expect(within(param('to')).getByLabelText('Type')).toHaveProperty('value', '')
    fireEvent.change(within(param('to')).getByLabelText('Description'), {
      target: { value: 'Phone number' },
    })
    expect(form.last().parameters).toEqual({ properties: { to: { description: 'Phone number' } } })
    expect(form.ops()).toEqual([
      [
        {
          op: 'replace',
          path: '/form/parameters/properties/to/description',
          value: 'Phone number',
        },
      ],
    ])
  })

  it('shows a type it does not offer, and a default of the wrong kind as JSON', () => {
    renderForm(
      'function',
      makeFunction({
        parameters: { type: 'object', properties: { x: { type: 'null', default: [1] } } },
      }),
    )
    expect(within(param('x')).getByLabelText('Type')).toHaveProperty('value', 'null')
    expect(within(param('x')).getByLabelText(/^Default/)).toHaveProperty('value', '[\n  1\n]')
  })
})

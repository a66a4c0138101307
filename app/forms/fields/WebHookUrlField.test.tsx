// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { makeFunction, renderForm } from './testing/renderForm'

afterEach(cleanup)

const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } })
const inputs = () => ({
  url: screen.getByLabelText('Webhook URL') as HTMLInputElement,
  user: screen.getByLabelText('User') as HTMLInputElement,
  password: screen.getByLabelText('Password') as HTMLInputElement,
})

describe('web_hook_url field', { timeout: 60_000 }, () => {
  it.each([
    ['user:pass@https://example.com/hook', 'user:secret@https://example.com/hook'],
    ['https://user:pass@example.com/hook', 'https://user:secret@example.com/hook'],
  ])(
    'splits %s into address, user and password, and joins them in the same form',
    (url, changed) => {
      const form = renderForm('function', makeFunction({ web_hook_url: url }))
      const { url: address, user, password } = inputs()
      expect(address.value).toBe('https://example.com/hook')
      expect(user.value).toBe('user')
      expect(password.value).toBe('pass')
      type(password, 'secret')
      expect(form.last().web_hook_url).toBe(changed)
    },
  )

  it('masks the password until shown', () => {
    renderForm('function', makeFunction({ web_hook_url: 'user:pass@https://example.com/hook' }))
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(inputs().password.type).toBe('password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(document.body.textContent).not.toContain('pass@')
    fireEvent.click(toggle)
    expect(inputs().password.type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
  })

  it('writes new credentials on a plain URL in the spec form, and removes them when emptied', () => {
    const form = renderForm('function', makeFunction({ web_hook_url: 'https://example.com/hook' }))
    type(inputs().user, 'bob')
    type(inputs().password, 'pw')
    expect(form.last().web_hook_url).toBe('bob:pw@https://example.com/hook')
    type(inputs().url, 'https://example.com/other')
    expect(form.last().web_hook_url).toBe('bob:pw@https://example.com/other')
    type(inputs().user, '')
    type(inputs().password, '')
    expect(form.last().web_hook_url).toBe('https://example.com/other')
  })

  it('keeps the address text while it is typed, even when it holds credentials', () => {
    const form = renderForm('function', makeFunction())
    const { url } = inputs()
    url.focus()
    type(url, 'https://ann:pw@')
    expect(url.value).toBe('https://ann:pw@')
    expect(form.last().web_hook_url).toBe('https://ann:pw@')
    fireEvent.blur(url)
    expect(inputs().url.value).toBe('https://')
    expect(inputs().user.value).toBe('ann')
    type(url, '')
    type(inputs().user, '')
    type(inputs().password, '')
    expect(form.last().web_hook_url).toBeUndefined()
  })

  it('serves the other URL fields of the SWAIG form', () => {
    renderForm(
      'swaig',
      {
        defaults: { web_hook_url: 'a:b@https://x.com' },
        includes: [{ url: 'https://x.com/i', functions: ['f'] }],
      },
      'swaig',
    )
    const groups = screen.getAllByRole('group', { name: /^Sign-in for/ })
    expect(groups).toHaveLength(2)
    expect(within(groups[0]!).getByLabelText('User')).toHaveProperty('value', 'a')
  })
})

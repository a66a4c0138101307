// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { parseScript, toPlain } from '../../model/core'
import { OtherSettings } from './OtherSettings'
import { OtherFieldsJson } from './OtherFieldsJson'
import { expectOneValueChanged, renderPage } from './testing/renderPage'

afterEach(cleanup)

const doc = () => {
  const r = parseScript(
    JSON.stringify({
      sections: {
        main: [
          {
            ai: {
              prompt: { text: 'Hi' },
              params: { wait_for_user: true, my_knob: 2, local_tz: 'UTC' },
              agent_meta_data: { team: 'a' },
            },
          },
        ],
      },
    }),
  )
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}
const listed = (key: string) => key !== 'my_knob' && !key.startsWith('my_')

describe('the keys no form lists', () => {
  it('a renamed key is a move, in its place; a changed value one replace', () => {
    const { store } = renderPage(
      doc(),
      <OtherSettings rel={['params']} idBase="p" isOther={(k) => !listed(k)} />,
    )
    expect(
      expectOneValueChanged(store, () =>
        fireEvent.change(screen.getByLabelText('Setting 1'), { target: { value: 'my_dial' } }),
      ),
    ).toEqual({
      op: 'move',
      from: '/sections/main/0/ai/params/my_knob',
      path: '/sections/main/0/ai/params/my_dial',
    })
    expect(Object.keys(toPlain(store.getState().doc.root.get('sections')!) as object)).toEqual([
      'main',
    ])
    expect(
      expectOneValueChanged(store, () =>
        fireEvent.change(screen.getByLabelText('Value of my_dial'), { target: { value: '3' } }),
      ),
    ).toMatchObject({ op: 'replace', path: '/sections/main/0/ai/params/my_dial', value: 3 })
  })

  it('"Other fields" edits only the unknown keys, and refuses a key a form has', () => {
    const { store } = renderPage(
      doc(),
      <OtherFieldsJson rel={[]} known={new Set(['prompt', 'params'])} id="other" />,
    )
    const box = screen.getByRole('textbox', { name: 'Other fields' })
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual({
      agent_meta_data: { team: 'a' },
    })
    expect(
      expectOneValueChanged(store, () =>
        fireEvent.change(box, { target: { value: '{"agent_meta_data": {"team": "b"}}' } }),
      ),
    ).toEqual({ op: 'replace', path: '/sections/main/0/ai/agent_meta_data/team', value: 'b' })
    fireEvent.change(box, { target: { value: '{"prompt": {}}' } })
    expect(screen.getByText(/has its own field/)).toBeTruthy()
  })
})

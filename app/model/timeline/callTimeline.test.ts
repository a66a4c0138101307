import { describe, expect, it } from 'vitest'
import { docOf, makePlainScript } from '../lint/testing/factories'
import { callTimeline } from './callTimeline'

const fn = (name: string, extra: object = {}) => ({
  function: name,
  description: 'd',
  web_hook_url: 'https://e.example/hook',
  ...extra,
})

describe('callTimeline', () => {
  it('the six steps in order, each saying what it receives and whether the script has it', () => {
    const plain = makePlainScript({
      functions: [
        fn('start_hook'),
        fn('lookup'),
        fn('later', {
          active: 'false',
          data_map: { output: { response: 'x', action: [{ hangup: true }] } },
        }),
        fn('hangup_hook', { data_map: { output: { response: 'bye' } } }),
      ],
    })
    const steps = callTimeline(docOf(plain))
    expect(steps.map((s) => [s.id, s.status])).toEqual([
      ['answer', 'present'],
      ['start_hook', 'present'],
      ['conversation', 'present'],
      ['hangup', 'present'],
      ['stop_hook', 'present'],
      ['summarize_conversation', 'absent'],
    ])
    expect(steps[1]).toMatchObject({
      functionIndex: 0,
      detail: 'Defined as start_hook; handled by its web_hook_url.',
    })
    expect(steps[2]).toMatchObject({
      detail: '2 functions (1 off until a toggle_functions action turns it on).',
      functions: [
        { name: 'lookup', index: 1, active: true },
        { name: 'later', index: 2, active: false },
      ],
    })
    expect(steps[3]!.detail).toBe('A hangup action in later.')
    expect(steps[4]).toMatchObject({
      functionIndex: 3,
      detail: 'Defined as hangup_hook; handled by its data_map.',
    })
    expect(steps[5]).toMatchObject({
      hook: 'summarize_conversation',
      detail: '',
    })
    expect(steps[1]!.receives).toContain('set properties')
  })

  it('summarize_conversation never runs without a post-prompt', () => {
    const plain = makePlainScript({
      functions: [fn('summarize_conversation')],
      ai: { post_prompt: {} },
    })
    const last = callTimeline(docOf(plain)).at(-1)
    expect(last).toMatchObject({
      status: 'never',
      functionIndex: 0,
      detail: 'Defined, but it never runs: the script has no post-prompt (ai.post_prompt.text).',
    })
  })

  it('an empty script: nothing but the caller', () => {
    const plain = { version: '1.0.0', sections: { main: [{ ai: { prompt: { text: 'x' } } }] } }
    expect(callTimeline(docOf(plain)).map((s) => s.status)).toEqual([
      'absent',
      'absent',
      'absent',
      'absent',
      'absent',
      'absent',
    ])
    expect(callTimeline(docOf(plain))[3]!.detail).toBe(
      'Nothing in the script hangs up: the caller does.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { describeAction } from './actions'
import { checkWebhookReply } from './checkReply'

describe('checkWebhookReply: a reply against the output shape', () => {
  it.each([
    [{ response: 'Shipped.' }],
    [{ response: { tool_result: 'status: shipped', tool_prompt: 'Tell them' } }],
    [{ response: 'ok', action: [{ say: 'hi' }, { SWML: {}, transfer: true }], post_process: true }],
    [{ action: { hangup: true } }],
    [{}],
  ])('%j is fine', (reply) => {
    expect(checkWebhookReply(reply)).toEqual([])
  })

  it.each([
    [
      'a list',
      [1],
      'The reply is a list; the agent expects a JSON object such as {"response": "The order has shipped."}',
    ],
    [
      'text',
      'ok',
      'The reply is text; the agent expects a JSON object such as {"response": "The order has shipped."}',
    ],
    [
      'null',
      null,
      'The reply is null; the agent expects a JSON object such as {"response": "The order has shipped."}',
    ],
    [
      'a wrong key',
      { result: 'ok' },
      '"result" is not part of a reply: the agent reads only response, action and post_process',
    ],
    [
      'an output wrapper',
      { output: { response: 'x' } },
      '"output" is not part of a reply: the agent reads only response, action and post_process (put them at the top level, not under "output")',
    ],
    [
      'a number response',
      { response: 3 },
      'response is a number; it must be text (or {tool_result, tool_prompt})',
    ],
    [
      'a bad response object',
      { response: { text: 'x' } },
      'response.text is not read: a response object has tool_result and tool_prompt',
    ],
    [
      'a non-text tool_result',
      { response: { tool_result: 1 } },
      'response.tool_result is a number; it must be text',
    ],
    [
      'an action that is text',
      { action: ['say hi'] },
      'action 1 is text; an action is an object such as {"say": "One moment"}',
    ],
    ['an empty action', { action: {} }, 'action is empty: it does nothing'],
    [
      'an unknown action',
      { action: [{ sing: 'la' }] },
      'action 1: "sing" is not a known action (action 1 is kept, but the platform may ignore it)',
    ],
    [
      'post_process as text',
      { post_process: 'yes' },
      'post_process is text; it must be true or false',
    ],
  ])('%s', (_c, reply, problem) => {
    expect(checkWebhookReply(reply)).toEqual([problem])
  })
})

describe('describeAction: actions in plain words', () => {
  it.each([
    [{ say: 'Please hold.' }, 'Says “Please hold.”'],
    [{ stop: true }, 'Ends the AI session'],
    [{ hangup: true }, 'Hangs up after the agent finishes speaking'],
    [
      {
        toggle_functions: [
          { function: 'send_present', active: true },
          { function: ['a', 'b'], active: false },
        ],
      },
      'Turns on send_present; Turns off a, b',
    ],
    [{ set_global_data: { gift_list: 'x', n: 1 } }, 'Sets global_data gift_list, n'],
    [
      { SWML: { sections: { main: [{ send_sms: { to_number: '+15555550100', body: 'Hi' } }] } } },
      'Runs SWML: sends an SMS to +15555550100: “Hi”',
    ],
    [
      { SWML: { sections: { main: [{ connect: {} }] } }, transfer: true },
      'Runs SWML: connects the call + Transfers the call (to the SWML beside it)',
    ],
    [
      { playback_bg: { file: 'https://a.example/x.mp3', wait: true } },
      'Plays https://a.example/x.mp3 in the background',
    ],
    [{ hold: { timeout: 60 } }, 'Puts the caller on hold (60 s)'],
    [{ sing: 'la' }, 'sing: la (not a known action)'],
    [{}, 'An empty action: does nothing'],
    ['x', 'Not an action: x'],
  ])('%j', (action, words) => {
    expect(describeAction(action)).toBe(words)
  })
})

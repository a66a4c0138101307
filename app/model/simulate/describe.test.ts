import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { describeTraceEvent, readingOf } from './describe'
import { READING_IDS, READINGS, errorKeyFails } from './readings'
import { treeOf } from './values'
import type { TraceEvent } from './types'

const at = ['data_map', 'webhooks', 0]
const request = { url: 'https://e.example/x', method: 'GET', headers: {} }

describe('the trace in plain words', () => {
  it.each<[TraceEvent, string]>([
    [
      {
        type: 'match',
        at: ['data_map', 'expressions', 1],
        string: 'Star',
        pattern: '(?i)star',
        regex: '/star/i',
        matched: true,
      },
      'data_map.expressions[1] matched: "Star" fits (?i)star (read as /star/i)',
    ],
    [
      {
        type: 'match',
        at: ['data_map', 'expressions', 0],
        string: 'x',
        pattern: 'y',
        regex: '/y/',
        matched: false,
      },
      'data_map.expressions[0] did not match: "x" does not fit y (read as /y/)',
    ],
    [
      {
        type: 'pattern_error',
        at: ['data_map', 'expressions', 0],
        pattern: 'a++',
        message: 'no',
        reading: 'pattern',
      },
      'data_map.expressions[0]: the pattern a++ cannot be simulated: no; the expression is treated as not matching [reading: pattern]',
    ],
    [
      { type: 'require_args', at, missing: ['query'] },
      'data_map.webhooks[0] is skipped: the argument query is missing (require_args)',
    ],
    [{ type: 'webhook', at, request }, 'data_map.webhooks[0]: GET https://e.example/x'],
    [
      {
        type: 'webhook',
        at,
        request: { ...request, method: 'POST', body: { a: 1 } },
        notes: ['no method'],
      },
      'data_map.webhooks[0]: POST https://e.example/x with body {"a":1} — no method',
    ],
    [
      { type: 'webhook_reply', at, status: 200, reply: { temp: 1 }, source: 0 },
      'data_map.webhooks[0]: reply 1 answered 200: {"temp":1}',
    ],
    [
      { type: 'webhook_reply', at, status: 404, reply: 'Not found', source: 'fetch' },
      'data_map.webhooks[0]: the network answered 404: Not found',
    ],
    [
      {
        type: 'webhook_fail',
        at,
        reason: 'network',
        detail: 'no reply was given for GET https://e.example/x',
      },
      'data_map.webhooks[0] failed (network): no reply was given for GET https://e.example/x',
    ],
    [
      { type: 'error_keys', at, keys: ['error'], found: null },
      'data_map.webhooks[0]: none of the error_keys (error) is set in the reply',
    ],
    [
      { type: 'error_keys', at, keys: ['error'], found: 'error' },
      'data_map.webhooks[0]: the reply sets "error", one of the error_keys',
    ],
    [
      {
        type: 'foreach',
        at: [...at, 'foreach'],
        inputKey: 'data.products',
        outputKey: 'gift_list',
        total: 5,
        used: 3,
        max: 3,
        text: 'abc',
      },
      'data_map.webhooks[0].foreach: 3 of 5 elements of data.products (max 3) built gift_list = "abc"',
    ],
    [
      { type: 'missing', at, paths: ['country'] },
      'data_map.webhooks[0]: ${country} has no value and expanded to nothing',
    ],
    [
      { type: 'not_simulated', at, what: 'sleep', detail: 'left as written' },
      'data_map.webhooks[0]: not simulated (sleep): left as written',
    ],
    [
      {
        type: 'output',
        at: ['data_map', 'output'],
        source: 'fallback',
        response: 'Bye',
        action: [{ stop: true }],
        postProcess: true,
      },
      'The top-level output produced the output (data_map.output). The agent hears: "Bye". Ends the AI session. The actions run after the agent has spoken (post_process)',
    ],
    [{ type: 'error', at: [], message: 'No such function' }, 'the function: No such function'],
  ])('%#', (event, words) => {
    expect(describeTraceEvent(event)).toBe(words)
  })

  it('readingOf gives the reading an event names', () => {
    expect(
      readingOf({ type: 'error_keys', at, keys: [], found: null, reading: 'error-keys' }),
    ).toBe(READINGS['error-keys'].reading)
    expect(readingOf({ type: 'error', at, message: 'x' })).toBeUndefined()
  })
})

describe('readings (one module, listed in the README)', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')

  it.each(READING_IDS)('the README lists "%s"', (id) => {
    expect(readme.includes(`| \`${id}\``), `README row for ${id}`).toBe(true)
  })

  it.each([
    [true, true],
    ['quota', true],
    [1, true],
    [[0], true],
    [{ a: 1 }, true],
    [false, false],
    [null, false],
    ['', false],
    [0, false],
    [[], false],
    [{}, false],
  ])('error_keys: %j fails the webhook: %s', (value, fails) => {
    expect(errorKeyFails(treeOf(value))).toBe(fails)
  })
})

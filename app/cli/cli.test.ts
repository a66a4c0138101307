import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { CORPUS_DIR, HAS_SHARED } from '../model/testing/shared'

/** The real command, spawned: exit statuses, text and JSON output, bad files. */

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
const BIN = join(ROOT, 'app/cli/swaig-studio.mjs')

interface Run {
  code: number
  stdout: string
  stderr: string
}

function run(
  args: string[],
  command = process.execPath,
  pre: string[] = [BIN],
  cwd = dir,
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      [...pre, ...args],
      { cwd, env: { ...process.env, npm_config_offline: 'true' } },
      (error, stdout, stderr) =>
        done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

let dir = ''
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text)
  return name
}

const script = (functions: unknown[]) =>
  JSON.stringify(
    {
      version: '1.0.0',
      sections: {
        main: [
          { ai: { prompt: { text: 'Hi' }, post_prompt: { text: 'Sum up' }, SWAIG: { functions } } },
        ],
      },
    },
    null,
    2,
  )
const weather = {
  function: 'get_weather',
  description: 'The weather in a city.',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  data_map: {
    webhooks: [
      {
        url: 'https://w.example/?q=${enc:args.city}',
        method: 'GET',
        output: { response: 'It is ${temp} in ${args.city}' },
      },
    ],
  },
}
const cases = (list: unknown[]) =>
  JSON.stringify({ format: 'swaig-studio-tests', version: 1, cases: list }, null, 2)
const warm = {
  function: 'get_weather',
  name: 'warm',
  args: { city: 'Rome' },
  replies: [{ body: { temp: 25 } }],
  expect: { response: 'It is 25 in Rome' },
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'swaig-cli-'))
})

describe('swaig-studio (spawned)', () => {
  it('--help: usage, exit 0', async () => {
    const r = await run(['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('swaig-studio lint <script…> [--format text|json]')
  })

  it.each([
    [[], 'no command given'],
    [['deploy'], 'unknown command "deploy"'],
    [['lint'], 'lint needs at least one script'],
    [['lint', 'a.json', '--format', 'xml'], '--format is text or json, not "xml"'],
    [['lint', 'a.json', '--verbose'], 'unknown option --verbose'],
    [['test', 'a.json', 'b.json'], 'test takes one script'],
    [['test', 'a.json', '--cases'], '--cases needs a value'],
  ])('%j: usage error, exit 2', async (args, message) => {
    const r = await run(args)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(`swaig-studio: ${message}`)
  })
})

describe('swaig-studio lint', () => {
  it('a clean script: exit 0', async () => {
    const r = await run(['lint', file('clean.json', script([weather]))])
    expect(r).toMatchObject({ code: 0, stdout: 'No problems in 1 file.\n' })
  })

  it('problems as located lines; an error makes exit 1', async () => {
    const bad = file(
      'bad-fn.json',
      script([
        { ...weather, description: '' },
        {
          ...weather,
          function: 'w2',
          data_map: { expressions: [{ string: 'x', pattern: 'a++', output: { response: 'r' } }] },
        },
      ]),
    )
    const r = await run(['lint', bad])
    expect(r.code).toBe(1)
    expect(r.stdout.split('\n')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^bad-fn\.json:\d+:\d+: error: Function "get_weather" has an empty description.* \[missing-description\]$/,
        ),
        expect.stringMatching(
          /^bad-fn\.json:\d+:\d+: warning: Function "w2": the pattern "a\+\+" .* \[pattern-unsupported\]$/,
        ),
        '2 problems (1 error, 1 warning, 0 notes) in 1 file.',
      ]),
    )
  })

  it('warnings only: exit 0', async () => {
    const r = await run([
      'lint',
      file(
        'warn.json',
        script([
          {
            ...weather,
            function: 'w3',
            data_map: {
              expressions: [{ string: 'x', pattern: '(?>a)', output: { response: 'r' } }],
            },
          },
        ]),
      ),
    ])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('[pattern-unsupported]')
  })

  it('--format json: every problem with its path, line and column', async () => {
    file(
      'flow.yaml',
      'version: 1.0.0\nsections:\n  main:\n    - ai:\n        prompt: {text: Hi}\n        SWAIG:\n          functions:\n            - function: f\n              web_hook_url: https://e.example/x\n',
    )
    const r = await run(['lint', 'flow.yaml', 'clean.json', '--format', 'json'])
    expect(r.code).toBe(1)
    const reports = JSON.parse(r.stdout)
    expect(reports.map((x: { file: string; ok: boolean }) => [x.file, x.ok])).toEqual([
      ['flow.yaml', true],
      ['clean.json', true],
    ])
    expect(reports[0].problems).toContainEqual({
      path: '/sections/main/0/ai/SWAIG/functions/0',
      line: 8,
      column: 15,
      severity: 'error',
      rule: 'missing-description',
      message: expect.stringContaining('Function "f" has no description'),
    })
  })

  it.each([
    ['truncated.json', '{\n  "version": "1.0.0",\n  "sections": {', 'truncated.json:3:'],
    ['tabs.yaml', 'version: 1.0.0\nsections:\n\tmain: []\n', 'tabs.yaml:3:1: error:'],
    ['list.json', '[1, 2]', 'list.json:1:1: error:'],
  ])(
    'a file that is not a script (%s): the editor’s message, located; exit 1',
    async (name, text, start) => {
      const r = await run(['lint', file(name, text)])
      expect(r.code).toBe(1)
      expect(r.stdout.startsWith(start)).toBe(true)
      expect(r.stdout).toContain('could not be read.')
    },
  )

  it('a missing file: exit 1, said plainly', async () => {
    const r = await run(['lint', 'missing.json', '--format', 'json'])
    expect(r.code).toBe(1)
    expect(JSON.parse(r.stdout)[0]).toMatchObject({
      ok: false,
      error: { message: 'cannot read the file: no such file' },
    })
  })
})

describe('swaig-studio test', () => {
  it('runs the cases beside the script: exit 0', async () => {
    file('bot.json', script([weather]))
    file('bot.tests.json', cases([warm]))
    const r = await run(['test', 'bot.json'])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      'bot.json: 1 case from bot.tests.json\n  ✓ get_weather › warm\nget_weather: pass (1 passed, 0 failed)\nAll 1 passed.\n',
    )
  })

  it('a failing case: exit 1, what was expected and what happened', async () => {
    file('cold.tests.json', cases([warm, { ...warm, name: 'no reply', replies: [] }]))
    const r = await run(['test', 'bot.json', '--cases', 'cold.tests.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      '  ✗ get_weather › no reply\n      expected the response "It is 25 in Rome", got no response\n      what happened:\n',
    )
    expect(r.stdout).toContain(
      'failed (network): no reply was given for GET https://w.example/?q=Rome',
    )
    expect(r.stdout).toContain('1 of 2 failed.')
  })

  it('--format json', async () => {
    const r = await run(['test', 'bot.json', '--cases', 'cold.tests.json', '--format', 'json'])
    const report = JSON.parse(r.stdout)
    expect(report).toMatchObject({
      ok: false,
      functions: [{ function: 'get_weather', passed: 1, failed: 1 }],
    })
    expect(report.results[0]).toMatchObject({
      name: 'warm',
      pass: true,
      response: 'It is 25 in Rome',
    })
  })

  it('no cases file beside the script: exit 1, says where it looked', async () => {
    file('alone.json', script([weather]))
    const r = await run(['test', 'alone.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain(
      'alone.tests.json: error: no test cases: alone.tests.json does not exist',
    )
  })

  it('a bad cases file: each problem located; exit 1', async () => {
    file(
      'bad.tests.json',
      '{\n  "format": "swaig-studio-tests",\n  "version": 1,\n  "cases": [\n    { "function": "get_weather", "name": "x", "expect": { "outcome": "fine" } }\n  ]\n}\n',
    )
    const r = await run(['test', 'bot.json', '--cases', 'bad.tests.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toBe(
      'bad.tests.json:5:59: error: cases[0].expect.outcome: "outcome" must be one of output, fallback, error\n',
    )
  })

  it('a script that does not parse: the editor’s message; exit 1', async () => {
    const r = await run(['test', file('broken.json', '{"version": }'), '--cases', 'bot.tests.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^broken\.json:1:13: error: /)
  })

  it.skipIf(!HAS_SHARED)('santa (read from ../shared) with cases from a file', async () => {
    const products = Array.from({ length: 4 }, (_, i) => ({
      product_title: `G${i}`,
      product_url: 'u',
      product_photo: 'p',
    }))
    file(
      'santa.tests.json',
      cases([
        {
          function: 'present_lookup',
          name: 'three gifts',
          args: { query: 'kite' },
          replies: [{ body: { data: { products } } }],
          expect: { outcome: 'output', actions: ['toggle_functions'] },
        },
        {
          function: 'end_call',
          name: 'stops',
          args: {},
          expect: { outcome: 'fallback', actions: ['stop'] },
        },
      ]),
    )
    const r = await run([
      'test',
      join(CORPUS_DIR, 'signalwire__digital_employees__santa.yaml'),
      '--cases',
      'santa.tests.json',
    ])
    expect(r.stdout).toContain('All 2 passed.')
    expect(r.code).toBe(0)
  })

  it('runs as `npx swaig-studio` from the clone', async () => {
    const r = await run(['swaig-studio', 'test', join(dir, 'bot.json')], 'npx', [], ROOT)
    expect(r.stdout).toContain('All 1 passed.')
    expect(r.code).toBe(0)
  })
})

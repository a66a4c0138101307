import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('the public entry point', () => {
  it('reads and writes YAML at once, with no loading step (a fresh process, no test setup)', () => {
    const program = `
      import { parseScript, serializeScript } from './app/model/index.ts'
      const r = parseScript('# kept\\nversion: 1.0.0\\nsections:\\n  main: []\\n')
      if (!r.ok) throw new Error(r.error.message)
      process.stdout.write(JSON.stringify([r.format, serializeScript(r.doc, 'yaml')]))
    `
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', program],
      { encoding: 'utf8' },
    )
    expect(JSON.parse(out)).toEqual(['yaml', '# kept\nversion: 1.0.0\nsections:\n  main: []\n'])
  })
})

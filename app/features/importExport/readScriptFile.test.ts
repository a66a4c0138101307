import { describe, expect, it } from 'vitest'
import { invalidUtf8Offset, readScriptFile } from './readScriptFile'

const file = (content: BlobPart, name: string) => new File([content], name)

describe('readScriptFile', () => {
  it('reads JSON and YAML by extension', async () => {
    expect(await readScriptFile(file('{"sections": {"main": []}}', 'a.json'))).toMatchObject({
      ok: true,
      format: 'json',
    })
    expect(await readScriptFile(file('sections:\n  main: []\n', 'a.yml'))).toMatchObject({
      ok: true,
      format: 'yaml',
    })
  })

  it('says where a file is not UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x0a, 0x22, 0xff, 0x22, 0x7d])
    const r = await readScriptFile(file(bytes, 'latin1.json'))
    expect(r).toMatchObject({
      ok: false,
      message: expect.stringContaining('byte 4 (line 2) is not valid UTF-8'),
    })
  })

  it('refuses a file over the size limit without reading it', async () => {
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'big.json')
    const r = await readScriptFile(big)
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('big.json is 12.0 MB') })
  })

  it('prefixes parse errors with the file name and the place', async () => {
    const r = await readScriptFile(file('{"a": ', 'cut.json'))
    expect(r).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^cut\.json, line 1, column 7: /),
    })
  })

  it.each([
    [[0x61, 0x62], 2],
    [[0xc3, 0xa9], 2],
    [[0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80], 7],
    [[0x61, 0xc0, 0x80], 1],
    [[0xed, 0xa0, 0x80], 0],
    [[0xf0, 0x9f, 0x98], 0],
  ])('finds the first invalid byte in %j', (bytes, offset) => {
    expect(invalidUtf8Offset(new Uint8Array(bytes))).toBe(offset)
  })
})

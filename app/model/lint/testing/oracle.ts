import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import type { ValidateFunction } from 'ajv'
import { SHARED_DIR } from '../../testing/shared'

/**
 * SignalWire's published SWML schema (draft 2020-12, `../shared/reference/`), the external
 * oracle of the tests: read at test time, never copied into the project. `undefined` when
 * `../shared` is absent. Formats (`uri`) are not checked, as in `schemas/corpus.test.ts`.
 */
export const ORACLE_PATH = join(SHARED_DIR, 'reference', 'swml-schema.signalwire-agents.json')

let oracle: ValidateFunction | undefined

export function loadOracle(): ValidateFunction | undefined {
  if (oracle || !existsSync(ORACLE_PATH)) return oracle
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
  oracle = ajv.compile(JSON.parse(readFileSync(ORACLE_PATH, 'utf8')) as object)
  return oracle
}

/** The oracle's errors, briefly (`/path keyword`), for a failing assertion's message. */
export function oracleErrors(validate: ValidateFunction, data: unknown): string[] {
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`)
}

/** What a benchmark run collects (written as-is under `results` in the JSON). */
import type { BaselineRun } from './measure/baseline'
import type { ImportRun } from './measure/import'
import type { KeystrokeRun } from './measure/keystrokes'
import type { LoadRun } from './measure/load'
import type { ProfileSummary } from './measure/profile'
import type { ScrollRun } from './measure/scroll'
import type { SizeResult } from './measure/size'
import type { TokenResult } from './measure/tokens'
import type { ValidationResult } from './measure/validation'

export interface SizeResults {
  import: ImportRun[]
  keys: KeystrokeRun[]
  codeEdit: number[][]
  switch: number[][]
  scroll: ScrollRun[]
  validation?: ValidationResult
  baseline: BaselineRun[]
}

export interface Results {
  size?: SizeResult & { composition?: { group: string; kb: number }[] | null }
  load: LoadRun[]
  sizes: Record<number, SizeResults>
  tokens?: TokenResult
  profile?: ProfileSummary & { size: number }
  errors: { step: string; message: string }[]
}

export function emptySize(): SizeResults {
  return { import: [], keys: [], codeEdit: [], switch: [], scroll: [], baseline: [] }
}

/** What a benchmark run collects (written as-is under `results` in the JSON). */
import type { BaselineRun } from './measure/baseline'
import type { ImportRun } from './measure/import'
import type { BareMonacoRun, Box, FloorKeyRun } from './measure/floors'
import type { KeystrokeRun } from './measure/keystrokes'
import type { FormLoadRun, LoadRun } from './measure/load'
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
  /** Floors measured at this size, each run beside one of the app's keystroke runs. */
  textareaFloor: FloorKeyRun[]
  monacoFloor: BareMonacoRun[]
}

/** The floor pages' measurements that do not depend on the script (see measure/floors.ts). */
export interface FloorResults {
  /** One rjsf form page: cold loads, alternating with the app's. */
  form: FormLoadRun[]
  /** Plain `<input>` (typed once per run, at the first size). */
  input: FloorKeyRun[]
  /** The app's code pane box that the bare Monaco page was given. */
  codeBox?: Box
  /** The one-form page's JavaScript (KB). */
  formJs?: { raw: number; gzip: number }
}

export interface Results {
  size?: SizeResult & { composition?: { group: string; kb: number }[] | null }
  load: LoadRun[]
  floors: FloorResults
  sizes: Record<number, SizeResults>
  tokens?: TokenResult
  /** CPU profiles' summaries: what was profiled, and where the main thread's time went. */
  profiles: (ProfileSummary & { what: string })[]
  errors: { step: string; message: string }[]
}

export function emptySize(): SizeResults {
  return {
    import: [],
    keys: [],
    codeEdit: [],
    switch: [],
    scroll: [],
    baseline: [],
    textareaFloor: [],
    monacoFloor: [],
  }
}

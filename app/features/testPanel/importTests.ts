import { formatCasesProblem, parseCases } from '../../model/cases'
import type { StudioStore } from '../../store'

/** Whether a file is a test-case sidecar (`<name>.tests.json`) rather than a script. */
export const isTestsFile = (name: string): boolean => /\.tests\.json$/i.test(name)

/**
 * Reads a sidecar file and makes it the script's test cases (the previous ones stay one click
 * away: the notice offers Undo). A bad file changes nothing and says what is wrong, where.
 */
export async function importTestsFile(api: StudioStore, file: File): Promise<void> {
  const state = api.getState()
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
  } catch {
    state.notify({ tone: 'error', message: `Could not read ${file.name}: it is not UTF-8 text.` })
    return
  }
  const result = parseCases(text)
  if (!result.ok) {
    state.notify({
      tone: 'error',
      message: `Could not open the test cases in ${file.name}. Your current test cases are unchanged.`,
      details: result.problems.slice(0, 8).map(formatCasesProblem),
    })
    return
  }
  const before = state.tests
  state.setTests(result.file)
  const n = result.file.cases.length
  state.notify({
    tone: 'success',
    message: `Opened ${n} test case${n === 1 ? '' : 's'} from ${file.name}.`,
    action: { label: 'Undo', run: () => api.getState().setTests(before) },
  })
}

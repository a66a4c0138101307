import { useState } from 'react'
import { loadYaml, serializeScript, type Problem, type ScriptFormat } from '../../model/core'
import { casesFileName, serializeCases } from '../../model/cases/format'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Menu } from '../../components/Menu'
import { useStudioApi } from '../../store/context'

const MIME: Record<ScriptFormat, string> = { json: 'application/json', yaml: 'application/yaml' }

/** The file name to export under: the imported file's name with the right extension. */
export function exportName(fileName: string | undefined, format: ScriptFormat): string {
  const base = (fileName ?? 'swaig-script').replace(/\.(json|ya?ml)$/i, '') || 'swaig-script'
  return `${base}.${format}`
}

/**
 * "Export": download as JSON or YAML (with the test cases beside it, as `<name>.tests.json`,
 * when there are any), or copy either to the clipboard. A script with errors is
 * exported only after the user saw them and confirmed; warnings and notes never block.
 */
export function ExportMenu() {
  const api = useStudioApi()
  const [pending, setPending] = useState<{ run(): void; errors: readonly Problem[] } | null>(null)
  const guard = (run: () => void) => () => {
    // Exporting shows every problem, those of items still being filled in too.
    api.getState().releaseHeld()
    const errors = api.getState().allProblems.filter((p) => p.severity === 'error')
    if (errors.length === 0) run()
    else setPending({ run, errors })
  }
  /** The script's text, or `undefined` (and a message) when the YAML writer cannot load. */
  async function scriptText(format: ScriptFormat): Promise<string | undefined> {
    try {
      if (format === 'yaml') await loadYaml()
    } catch {
      api.getState().notify({
        tone: 'error',
        message:
          'The YAML writer could not be loaded (is the network down?). Try again, or export JSON.',
      })
      return undefined
    }
    return serializeScript(api.getState().doc, format)
  }
  async function download(format: ScriptFormat) {
    const text = await scriptText(format)
    if (text === undefined) return
    const { fileName, tests } = api.getState()
    const name = exportName(fileName, format)
    save(text, MIME[format], name)
    // The test cases go beside the script, in their sidecar file.
    if (tests.cases.length > 0 || tests.samples)
      save(serializeCases(tests), MIME.json, casesFileName(name))
  }
  function save(text: string, type: string, name: string) {
    const blob = new Blob([text], { type })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = name
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  async function copy(format: ScriptFormat) {
    const text = await scriptText(format)
    if (text === undefined) return
    const { notify } = api.getState()
    try {
      await navigator.clipboard.writeText(text)
      notify({
        tone: 'success',
        message: `Copied the script as ${format.toUpperCase()} to the clipboard.`,
      })
    } catch {
      notify({
        tone: 'error',
        message: 'The browser did not allow copying to the clipboard. Use Download instead.',
      })
    }
  }
  return (
    <>
      <Menu
        icon="download"
        items={[
          { label: 'Download JSON', hint: '.json', onSelect: guard(() => void download('json')) },
          { label: 'Download YAML', hint: '.yaml', onSelect: guard(() => void download('yaml')) },
          { label: 'Copy JSON', hint: 'clipboard', onSelect: guard(() => void copy('json')) },
          { label: 'Copy YAML', hint: 'clipboard', onSelect: guard(() => void copy('yaml')) },
        ]}
      >
        Export
      </Menu>
      <ConfirmDialog
        open={pending !== null}
        title={`The script has ${pending?.errors.length === 1 ? 'an error' : `${pending?.errors.length ?? 0} errors`}`}
        confirmLabel="Export anyway"
        cancelLabel="Go back and fix"
        tone="danger"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          pending?.run()
          setPending(null)
        }}
      >
        <p>The platform may reject it or behave unexpectedly:</p>
        <ul className="dialog-list">
          {pending?.errors.slice(0, 8).map((p) => (
            <li key={`${p.path}|${p.rule}`}>{p.message}</li>
          ))}
        </ul>
        {pending && pending.errors.length > 8 && (
          <p>and {pending.errors.length - 8} more (see Problems).</p>
        )}
      </ConfirmDialog>
    </>
  )
}

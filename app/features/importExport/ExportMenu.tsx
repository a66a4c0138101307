import { serializeScript, type ScriptFormat } from '../../model'
import { Menu } from '../../components/Menu'
import { useStudioApi } from '../../store/context'

const MIME: Record<ScriptFormat, string> = { json: 'application/json', yaml: 'application/yaml' }

/** The file name to export under: the imported file's name with the right extension. */
export function exportName(fileName: string | undefined, format: ScriptFormat): string {
  const base = (fileName ?? 'swaig-script').replace(/\.(json|ya?ml)$/i, '') || 'swaig-script'
  return `${base}.${format}`
}

/** "Export": download as JSON or YAML, or copy either to the clipboard. */
export function ExportMenu() {
  const api = useStudioApi()
  function download(format: ScriptFormat) {
    const { doc, fileName } = api.getState()
    const blob = new Blob([serializeScript(doc, format)], { type: MIME[format] })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = exportName(fileName, format)
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  async function copy(format: ScriptFormat) {
    const { doc, notify } = api.getState()
    try {
      await navigator.clipboard.writeText(serializeScript(doc, format))
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
    <Menu
      icon="download"
      items={[
        { label: 'Download JSON', hint: '.json', onSelect: () => download('json') },
        { label: 'Download YAML', hint: '.yaml', onSelect: () => download('yaml') },
        { label: 'Copy JSON', hint: 'clipboard', onSelect: () => void copy('json') },
        { label: 'Copy YAML', hint: 'clipboard', onSelect: () => void copy('yaml') },
      ]}
    >
      Export
    </Menu>
  )
}

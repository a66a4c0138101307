import { useRef } from 'react'
import { Button } from '../../components/Button'
import { useImportScript } from './useImportScript'

/** "Import": choose a JSON or YAML script file (and, beside it, its `.tests.json`). */
export function ImportButton({ disabled = false }: { disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null)
  const importScript = useImportScript()
  return (
    <>
      <Button icon="upload" disabled={disabled} onClick={() => input.current?.click()}>
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
        aria-label="Import a script file"
        className="visually-hidden"
        tabIndex={-1}
        multiple
        onChange={(e) => {
          // A script and its `.tests.json` may be chosen together: the script first.
          const files = [...(e.target.files ?? [])].sort(
            (a, b) =>
              Number(/\.tests\.json$/i.test(a.name)) - Number(/\.tests\.json$/i.test(b.name)),
          )
          e.target.value = ''
          void (async () => {
            for (const file of files) await importScript(file)
          })()
        }}
      />
    </>
  )
}

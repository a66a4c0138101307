import { useRef } from 'react'
import { Button } from '../../components/Button'
import { useImportScript } from './useImportScript'

/** "Import": choose a JSON or YAML script file. */
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
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void importScript(file)
        }}
      />
    </>
  )
}

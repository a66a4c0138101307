import { useEffect, useState } from 'react'
import { Icon } from '../../components/Icon'
import { useImportScript } from './useImportScript'

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files')

/** Drop a script file anywhere on the window to open it. */
export function DropZone() {
  const [active, setActive] = useState(false)
  const importScript = useImportScript()
  useEffect(() => {
    let depth = 0
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth++
      setActive(true)
    }
    const over = (e: DragEvent) => {
      if (hasFiles(e)) e.preventDefault()
    }
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setActive(false)
    }
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth = 0
      setActive(false)
      // A script and its `.tests.json` may be dropped together: the script first.
      const files = [...(e.dataTransfer?.files ?? [])].sort(
        (a, b) => Number(/\.tests\.json$/i.test(a.name)) - Number(/\.tests\.json$/i.test(b.name)),
      )
      void (async () => {
        for (const file of files) await importScript(file)
      })()
    }
    window.addEventListener('dragenter', enter)
    window.addEventListener('dragover', over)
    window.addEventListener('dragleave', leave)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragenter', enter)
      window.removeEventListener('dragover', over)
      window.removeEventListener('dragleave', leave)
      window.removeEventListener('drop', drop)
    }
  }, [importScript])
  if (!active) return null
  return (
    <div className="drop-overlay" role="presentation">
      <div className="drop-card">
        <Icon name="file" size={32} />
        <p>Drop a JSON or YAML script to open it</p>
        <p className="muted">Your current script stays one undo away.</p>
      </div>
    </div>
  )
}

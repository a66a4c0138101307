import { useEffect, useLayoutEffect, useRef } from 'react'
import { monaco } from './setup'
import { textChange } from './textDiff'

export const SCRIPT_MODEL_URI = 'inmemory://swaig-studio/script.swml.json'

export interface ParseMarker {
  message: string
  line: number
  column: number
}

export interface ScriptEditorProps {
  /** The text the document wants shown; applied as a minimal edit when it changes. */
  text: string
  /** Called with the editor's text after the person edits it (not after `text` is applied). */
  onUserEdit(text: string): void
  /** Called when the editor loses focus, so pending edits can be committed at once. */
  onBlur?(): void
  /** The parse error of the current text, shown as an error marker. */
  parseError: ParseMarker | null
  ariaLabel: string
}

/**
 * Monaco over the script's text. The document is applied with `executeEdits` of the changed
 * range only (after an undo stop), never `setValue`, so the cursor, selection, folding and
 * Monaco's own undo history survive edits made in the form.
 */
export default function ScriptEditor({
  text,
  onUserEdit,
  onBlur,
  parseError,
  ariaLabel,
}: ScriptEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null)
  const applying = useRef(false)
  const callbacks = useRef({ onUserEdit, onBlur })
  useLayoutEffect(() => {
    callbacks.current = { onUserEdit, onBlur }
  })

  useEffect(() => {
    const uri = monaco.Uri.parse(SCRIPT_MODEL_URI)
    const model = monaco.editor.getModel(uri) ?? monaco.editor.createModel(text, 'json', uri)
    model.setEOL(monaco.editor.EndOfLineSequence.LF)
    model.updateOptions({ tabSize: 2, insertSpaces: true })
    const editor = monaco.editor.create(host.current!, {
      model,
      ariaLabel,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      lineHeight: 20,
      scrollBeyondLastLine: false,
      renderLineHighlight: 'line',
      fixedOverflowWidgets: true,
      tabSize: 2,
      insertSpaces: true,
      wordWrap: 'off',
      folding: true,
      padding: { top: 8, bottom: 8 },
      accessibilitySupport: 'auto',
    })
    editorRef.current = editor
    const changes = model.onDidChangeContent(() => {
      if (!applying.current) callbacks.current.onUserEdit(model.getValue())
    })
    const blur = editor.onDidBlurEditorText(() => callbacks.current.onBlur?.())
    if (window.swaigStudio) window.swaigStudio.codeText = () => model.getValue()
    return () => {
      if (window.swaigStudio) delete window.swaigStudio.codeText
      changes.dispose()
      blur.dispose()
      editor.dispose()
      model.dispose()
      editorRef.current = null
    }
    // The editor is created once; `text` is applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const editor = editorRef.current
    const model = editor?.getModel()
    if (!editor || !model) return
    const change = textChange(model.getValue(), text)
    if (!change) return
    const start = model.getPositionAt(change.start)
    const end = model.getPositionAt(change.end)
    applying.current = true
    try {
      editor.pushUndoStop()
      editor.executeEdits('swaig-studio', [
        {
          range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
          text: change.text,
          forceMoveMarkers: true,
        },
      ])
      editor.pushUndoStop()
    } finally {
      applying.current = false
    }
  }, [text])

  useEffect(() => {
    const model = editorRef.current?.getModel()
    if (!model) return
    monaco.editor.setModelMarkers(
      model,
      'swaig-studio-parse',
      parseError
        ? [
            {
              severity: monaco.MarkerSeverity.Error,
              message: parseError.message,
              startLineNumber: parseError.line,
              startColumn: parseError.column,
              endLineNumber: parseError.line,
              endColumn: parseError.column + 1,
            },
          ]
        : [],
    )
  }, [parseError])

  return <div ref={host} className="monaco-host" />
}

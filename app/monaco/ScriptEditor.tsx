import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { jsonText, type Problem, type ScriptDoc } from '../model/core'
import { type Samples } from '../model/completion'
import { EDITOR_OPTIONS, monaco, SCRIPT_MODEL_URI } from './setup'
import { pointerAt, type PathRange } from './problemRanges'
import { exposeProbes } from './probes'
import { DocumentSync } from './documentSync'
import { registerTemplateCompletion } from './templateCompletion'

export interface ParseMarker {
  message: string
  line: number
  column: number
}

export interface ScriptEditorProps {
  /** The script to show, as JSON; each new version is applied as one minimal edit. */
  doc: ScriptDoc
  /** Called with the editor's text after the person edits it (not after `text` is applied). */
  onUserEdit(text: string): void
  /** Called when the editor loses focus, so pending edits can be committed at once. */
  onBlur?(): void
  /** The parse error of the current text, shown as an error marker. */
  parseError: ParseMarker | null
  /** The script's problems, shown as markers at their JSON pointer's range. */
  problems: readonly Problem[]
  /** A change of this number shows `doc` again, dropping whatever the editor holds. */
  resync: number
  /** Reveal (and select) the range of this pointer; `seq` tells repeated requests apart. */
  reveal: { path: string; seq: number } | null
  /** The "Show in the form" quick action of a problem marker. */
  onShowInForm(path: string): void
  ariaLabel: string
  /** Sample replies of the functions (kept with the test cases), for `${` completion. */
  templateSamples?: Samples
}

const SEVERITY = { error: 8, warning: 4, info: 2 } as const // monaco.MarkerSeverity values
const PROBLEM_OWNER = 'swaig-studio-problems'
const MARKER_SOURCE = 'SWAIG Studio'
const SHOW_IN_FORM = 'swaig-studio.showInForm'
/** Markers beyond this many are left out (the Problems panel lists them all). */
const MAX_MARKERS = 2000

/**
 * Monaco over the script's text. The document is applied with `executeEdits` of the changed
 * range only (after an undo stop), never `setValue`, so the cursor, selection, folding and
 * Monaco's own undo history survive edits made in the form.
 */
export default function ScriptEditor(props: ScriptEditorProps) {
  const { doc, parseError, problems, reveal, resync, ariaLabel } = props
  const host = useRef<HTMLDivElement>(null)
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null)
  const applying = useRef(false)
  const [syncer] = useState(() => new DocumentSync())
  const sync = useRef(syncer)
  const targets = useRef<{ pointer: string; range: PathRange }[]>([])
  const callbacks = useRef(props)
  useLayoutEffect(() => {
    callbacks.current = props
  })

  useEffect(() => {
    const uri = monaco.Uri.parse(SCRIPT_MODEL_URI)
    const model = monaco.editor.getModel(uri) ?? monaco.editor.createModel('', 'json', uri)
    // A new editor shows nothing yet: the next document is its first text. (React's StrictMode
    // creates the editor twice in development; the second must not think it shows the script.)
    sync.current.reset()
    const editor = monaco.editor.create(host.current!, { model, ariaLabel, ...EDITOR_OPTIONS })
    editorRef.current = editor
    const changes = model.onDidChangeContent(() => {
      if (applying.current) return
      sync.current.markDirty()
      callbacks.current.onUserEdit(model.getValue())
    })
    const blur = editor.onDidBlurEditorText(() => callbacks.current.onBlur?.())
    const command = monaco.editor.registerCommand(SHOW_IN_FORM, (_accessor, path: string) =>
      callbacks.current.onShowInForm(path),
    )
    const actions = monaco.languages.registerCodeActionProvider('json', {
      provideCodeActions(m, range, context) {
        if (m !== model) return { actions: [], dispose() {} }
        const ours = context.markers.filter((mk) => mk.source === MARKER_SOURCE)
        const path = pointerAt(targets.current, m.getOffsetAt(range.getStartPosition()))
        if (!ours.length || !path) return { actions: [], dispose() {} }
        const action = {
          title: 'Show this in the form',
          kind: 'quickfix',
          diagnostics: ours,
          isPreferred: true,
          command: { id: SHOW_IN_FORM, title: 'Show this in the form', arguments: [path] },
        }
        return { actions: [action], dispose() {} }
      },
    })
    const removeProbes = exposeProbes(editor)
    const completion = registerTemplateCompletion(() => ({
      doc: callbacks.current.doc,
      samples: callbacks.current.templateSamples,
    }))
    return () => {
      completion.dispose()
      removeProbes()
      actions.dispose()
      command.dispose()
      changes.dispose()
      blur.dispose()
      editor.dispose()
      model.dispose()
      editorRef.current = null
    }
    // The editor is created once; `doc` is applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const editor = editorRef.current
    const model = editor?.getModel()
    if (!editor || !model) return
    if (sync.current.fresh) {
      // The first text is the editor's starting point, not an edit to undo.
      const text = jsonText(doc)
      applying.current = true
      followStyle(model, doc)
      model.setValue(text)
      applying.current = false
      sync.current.editFor(doc, () => text)
      // Monaco holds one kind of line end: a file that mixes them is shown with the model's.
      if (model.getValue() !== text) sync.current.normalizeNewlines(eolOf(model))
      return
    }
    if (eolOf(model) !== doc.style.newline) {
      // Another file's newlines (an import): the model takes them, and the text is compared.
      applying.current = true
      followStyle(model, doc)
      applying.current = false
      sync.current.reset()
    }
    const change = sync.current.editFor(doc, () => model.getValue())
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
  }, [doc])

  useEffect(() => {
    if (resync === 0) return
    const editor = editorRef.current
    const model = editor?.getModel()
    if (!editor || !model) return
    sync.current.reset()
    const text = jsonText(doc)
    applying.current = true
    try {
      editor.pushUndoStop()
      editor.executeEdits('swaig-studio', [{ range: model.getFullModelRange(), text }])
      editor.pushUndoStop()
    } finally {
      applying.current = false
    }
    sync.current.editFor(doc, () => text)
    // Only a new resync request re-applies the document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resync])

  useEffect(() => {
    const model = editorRef.current?.getModel()
    if (!model) return
    const markers = parseError
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
      : []
    monaco.editor.setModelMarkers(model, 'swaig-studio-parse', markers)
  }, [parseError])

  // Problems are computed for the document, which the text shows: locate them in it.
  useEffect(() => {
    const model = editorRef.current?.getModel()
    if (!model) return
    const shown = problems.slice(0, MAX_MARKERS)
    const ranges = sync.current.locate(
      shown.map((p) => p.path),
      () => model.getValue(),
    )
    targets.current = []
    const markers: monaco.editor.IMarkerData[] = []
    shown.forEach((p, i) => {
      const range = ranges[i]
      if (!range) return
      targets.current.push({ pointer: p.path, range })
      const start = model.getPositionAt(range.start)
      const end = model.getPositionAt(range.end)
      markers.push({
        severity: SEVERITY[p.severity],
        message: p.message,
        code: p.rule,
        source: MARKER_SOURCE,
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      })
    })
    monaco.editor.setModelMarkers(model, PROBLEM_OWNER, markers)
  }, [problems])

  useEffect(() => {
    const editor = editorRef.current
    const model = editor?.getModel()
    if (!editor || !model || !reveal) return
    const [range] = sync.current.locate([reveal.path], () => model.getValue())
    if (!range) return
    const start = model.getPositionAt(range.start)
    const end = model.getPositionAt(range.end)
    const selection = new monaco.Selection(
      start.lineNumber,
      start.column,
      end.lineNumber,
      end.column,
    )
    editor.setSelection(selection)
    editor.revealRangeInCenterIfOutsideViewport(selection)
  }, [reveal])

  return <div ref={host} className="monaco-host" />
}

const eolOf = (model: monaco.editor.ITextModel) => model.getEOL()

/** The file's own newline and indentation, so typed text matches what is around it. */
function followStyle(model: monaco.editor.ITextModel, doc: ScriptDoc) {
  const { newline, indent } = doc.style
  model.setEOL(
    newline === '\r\n' ? monaco.editor.EndOfLineSequence.CRLF : monaco.editor.EndOfLineSequence.LF,
  )
  if (indent === '\t') model.updateOptions({ insertSpaces: false, tabSize: 4 })
  else model.updateOptions({ insertSpaces: true, tabSize: indent.length || 2 })
}

/*
 * Monaco, as the editor needs it and no more: the core editor, the JSON language with its
 * worker, and the editing features a person expects (find, folding, hovers, completions, quick
 * fixes, bracket matching, multi-cursor…). Imported only through a dynamic import, so none of
 * this is in the initial bundle.
 */
import * as monaco from 'monaco-editor/editor'
import { jsonDefaults } from 'monaco-editor/languages/features/json/register'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker'
import JsonWorker from 'monaco-editor/language/json/json.worker?worker'
import 'monaco-editor/features/codicon/register'
import 'monaco-editor/features/find/register'
import 'monaco-editor/features/folding/register'
import 'monaco-editor/features/hover/register'
import 'monaco-editor/features/suggest/register'
// The suggest widget itself (features/suggest only registers inline completions).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController'
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2'
import 'monaco-editor/features/codeAction/register'
import 'monaco-editor/features/gotoError/register'
import 'monaco-editor/features/bracketMatching/register'
import 'monaco-editor/features/wordHighlighter/register'
import 'monaco-editor/features/multicursor/register'
import 'monaco-editor/features/linesOperations/register'
import 'monaco-editor/features/comment/register'
import 'monaco-editor/features/clipboard/register'
import 'monaco-editor/features/contextmenu/register'
import 'monaco-editor/features/format/register'
import 'monaco-editor/features/smartSelect/register'
import 'monaco-editor/features/indentation/register'
import 'monaco-editor/features/cursorUndo/register'
import 'monaco-editor/features/wordOperations/register'
import 'monaco-editor/features/gotoLine/register'
import 'monaco-editor/features/quickCommand/register'
import 'monaco-editor/features/readOnlyMessage/register'

import { SCHEMAS, scriptSchema } from '../../schemas/documentSchemas'

/** The script model's URI: the whole-script schema applies to it (and only to it). */
export const SCRIPT_MODEL_URI = 'inmemory://swaig-studio/script.swml.json'

// The same schemas as the forms, bundled: completions of field names with their descriptions,
// hovers and enum suggestions. Schema *problems* come from the editor's own pipeline (markers
// with friendly messages), so Monaco's schema validation is off; its syntax checks stay on.
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  enableSchemaRequest: false,
  schemaValidation: 'ignore',
  schemaRequest: 'ignore',
  trailingCommas: 'error',
  comments: 'error',
  schemas: SCHEMAS.map(({ $id, schema }) => ({
    uri: $id,
    schema,
    ...(schema === scriptSchema ? { fileMatch: [SCRIPT_MODEL_URI] } : {}),
  })),
})

// What the JSON worker computes after every change. Colour swatches (a call script holds no
// colours) and document symbols (no outline is shown) are off: each is a walk of the whole text
// in the worker and a message back on every edit, which a 2,000-function script (5 MB) makes
// costly.
jsonDefaults.setModeConfiguration({
  ...jsonDefaults.modeConfiguration,
  colors: false,
  documentSymbols: false,
})

self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker()
  },
}

/**
 * The code pane's editor options (the benchmark's bare-Monaco floor creates its editor with the
 * same ones). Tab moves the focus on (no keyboard trap, WCAG 2.1.2); Ctrl+] and Ctrl+[ indent.
 */
export const EDITOR_OPTIONS = {
  automaticLayout: true,
  minimap: { enabled: false },
  fontSize: 13,
  lineHeight: 20,
  scrollBeyondLastLine: false,
  renderLineHighlight: 'line',
  fixedOverflowWidgets: true,
  wordWrap: 'off',
  padding: { top: 8, bottom: 8 },
  tabFocusMode: true,
} satisfies monaco.editor.IStandaloneEditorConstructionOptions

export { monaco, jsonDefaults }

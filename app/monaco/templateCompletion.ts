import { getLocation } from 'jsonc-parser'
import { type ScriptDoc } from '../model/core'
import {
  completeTemplate,
  openTemplateAt,
  placeOf,
  templateVariables,
  type CompletionKind,
  type Samples,
} from '../model/completion'
import { monaco, SCRIPT_MODEL_URI } from './setup'

/**
 * `${` completion in the code pane: inside a JSON string of the script, after an open `${` or
 * `%{`, offers the variables of that place (`model/completion`): the function's arguments, its
 * sample reply's keys, `this.<key>` in `foreach.append`, global_data, meta_data, call fields.
 */

const KIND: Record<CompletionKind, monaco.languages.CompletionItemKind> = {
  argument: monaco.languages.CompletionItemKind.Variable,
  reply: monaco.languages.CompletionItemKind.Field,
  this: monaco.languages.CompletionItemKind.Field,
  output_key: monaco.languages.CompletionItemKind.Variable,
  global_data: monaco.languages.CompletionItemKind.Property,
  meta_data: monaco.languages.CompletionItemKind.Property,
  call: monaco.languages.CompletionItemKind.Constant,
  modifier: monaco.languages.CompletionItemKind.Function,
}

export function registerTemplateCompletion(
  current: () => { doc: ScriptDoc; samples?: Samples },
): monaco.IDisposable {
  return monaco.languages.registerCompletionItemProvider('json', {
    triggerCharacters: ['{', '.', ':'],
    provideCompletionItems(model, position) {
      const none = { suggestions: [] }
      if (model.uri.toString() !== SCRIPT_MODEL_URI) return none
      // Cheap first: an open template on the line before the cursor.
      const line = model.getLineContent(position.lineNumber).slice(0, position.column - 1)
      if (openTemplateAt(line) < 0) return none
      const text = model.getValue()
      const offset = model.getOffsetAt(position)
      const location = getLocation(text, offset)
      const node = location.previousNode
      if (!node || node.type !== 'string' || location.isAtPropertyKey) return none
      const start = node.offset + 1
      const { doc, samples } = current()
      const place = placeOf(doc, location.path)
      const result = completeTemplate(
        text.slice(start, offset),
        templateVariables(doc, place, samples),
      )
      if (!result || result.items.length === 0) return none
      const from = model.getPositionAt(start + result.from)
      const range = new monaco.Range(
        from.lineNumber,
        from.column,
        position.lineNumber,
        position.column,
      )
      return {
        suggestions: result.items.map((item, i) => ({
          label: item.label,
          kind: KIND[item.kind],
          detail: item.detail,
          insertText: item.label,
          range,
          sortText: String(i).padStart(4, '0'),
        })),
      }
    },
  })
}

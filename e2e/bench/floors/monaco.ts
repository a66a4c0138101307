/**
 * The bare-Monaco floor: Monaco exactly as the app bundles and configures it
 * (app/monaco/setup.ts: the same features, the JSON language and its worker, the same schemas
 * and mode configuration), one editor with the options of app/monaco/ScriptEditor.tsx over the
 * script's model URI, and nothing else: no React, no store, no form, no problems or markers.
 * The host's size is the app's code pane's (`?w=…&h=…`, measured by the benchmark).
 */
import { EDITOR_OPTIONS, monaco, SCRIPT_MODEL_URI } from '../../../app/monaco/setup'
import type { FloorMonaco } from './floorApi'

// Monaco's modules are evaluated by now: what follows is the editor's creation.
performance.mark('floor:modules-evaluated')
const params = new URLSearchParams(location.search)
const host = document.getElementById('host')!
const px = (name: string) => Number(params.get(name))
if (px('w') > 0) host.style.width = `${px('w')}px`
if (px('h') > 0) host.style.height = `${px('h')}px`

const model = monaco.editor.createModel('', 'json', monaco.Uri.parse(SCRIPT_MODEL_URI))
// The code pane's own options.
const editor = monaco.editor.create(host, { model, ariaLabel: 'Script JSON', ...EDITOR_OPTIONS })

performance.measure('floor:editor-created', 'floor:modules-evaluated')

const api: FloorMonaco = {
  setText: (text) => model.setValue(text),
  placeCursor(offset) {
    editor.setPosition(model.getPositionAt(offset))
    editor.focus()
  },
  text: () => model.getValue(),
}
window.__floorMonaco = api

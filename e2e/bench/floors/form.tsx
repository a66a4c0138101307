/**
 * The one-form floor: the app's form of one function, alone on a page — `FunctionEditor` (the
 * header, the rjsf form over the app's function schema and uiSchema from schemas/, its custom
 * fields, widgets, templates and validator) for the starter script's function, which the app
 * shows after a cold load, over the app's store, which its fields read and write. Nothing else:
 * no shell, list, code pane or Monaco, no lint, no autosave (no IndexedDB read before the first
 * render), no shortcuts. The same stylesheets and StrictMode as app/main.tsx, and the pane sits
 * in a `main` of the app's middle-pane width.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FunctionEditor } from '../../../app/features/functionEditor/FunctionEditor'
import { starterDoc } from '../../../app/model/core'
import { createStudioStore } from '../../../app/store'
import { StudioProvider } from '../../../app/store/context'
import '../../../app/styles/base.css'
import '../../../app/styles/layout.css'
import '../../../app/styles/forms.css'
import '../../../app/styles/fields.css'
import '../../../app/styles/preview.css'

const store = createStudioStore({ doc: starterDoc(), format: 'json' })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StudioProvider store={store}>
      <main className="editor-pane" style={{ width: 620, height: '100vh' }}>
        <FunctionEditor index={0} />
      </main>
    </StudioProvider>
  </StrictMode>,
)

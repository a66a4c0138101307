import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createStudioStore } from './store'
import { StudioProvider } from './store/context'
import { autosaveStorage, restore } from './store/persistence'
import { starterDoc } from './model/core'
import { installTestApi } from './testApi'
import './styles/base.css'
import './styles/layout.css'
import './styles/forms.css'
import './styles/fields.css'
import './styles/preview.css'
import './styles/settings.css'

const restored = await restore(await autosaveStorage())
const store = createStudioStore(
  restored.kind === 'restored'
    ? {
        doc: restored.doc,
        format: restored.format,
        ...(restored.fileName ? { fileName: restored.fileName } : {}),
      }
    : { doc: starterDoc(), format: 'json' },
)
if (restored.kind === 'unreadable') {
  store.getState().notify({
    tone: 'warning',
    message: `The autosaved script could not be read (${restored.reason}). It was kept aside in browser storage; you start from the starter script.`,
  })
}
if (restored.kind === 'newer') {
  store.getState().setAutosave({
    state: 'off',
    permanent: true,
    reason:
      'The autosaved script was saved by a newer version of SWAIG Studio; it is left untouched. Reload the newer version, or export this script to keep it.',
  })
}
if (restored.kind === 'unavailable') {
  store.getState().setAutosave({
    state: 'off',
    permanent: true,
    reason: `The autosaved script could not be read from browser storage (${restored.reason}); it is left untouched. Reload to try again, or export this script to keep it.`,
  })
}
if (restored.kind === 'restored' && restored.confirmedReserved.length) {
  for (const name of restored.confirmedReserved) store.getState().confirmReserved(name)
}
if (restored.kind === 'restored' && restored.tests) store.getState().setTests(restored.tests)
if (restored.kind === 'restored' && restored.testsProblem) {
  store.getState().notify({
    tone: 'warning',
    message: `The saved test cases could not be read (${restored.testsProblem}); a copy was kept aside in browser storage, and the script opened without them.`,
  })
}
installTestApi(store)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StudioProvider store={store}>
      <App />
    </StudioProvider>
  </StrictMode>,
)

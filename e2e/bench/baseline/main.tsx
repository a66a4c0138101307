/**
 * The benchmark's baseline (bench only, never part of the app): the whole script edited through
 * ONE controlled `@rjsf/core` Form, the way the rjsf playground renders a document — default
 * theme, `@rjsf/validator-ajv8`, a schema that mirrors the document (see `deriveSchema`),
 * formData in React state, updated on every change.
 */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import Form from '@rjsf/core'
import type { RJSFSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { deriveSchema } from './deriveSchema'

function Baseline() {
  const [state, setState] = useState<{ schema: RJSFSchema; doc: unknown } | null>(null)
  return (
    <main>
      <h1>rjsf baseline</h1>
      <input
        type="file"
        aria-label="Import a script file"
        accept=".json,application/json"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (!file) return
          void file.text().then((text) => {
            const doc = JSON.parse(text) as unknown
            setState({ schema: deriveSchema(doc), doc })
          })
        }}
      />
      {state && (
        <Form
          schema={state.schema}
          formData={state.doc}
          validator={validator}
          onChange={(e) => setState((s) => s && { ...s, doc: e.formData })}
          onSubmit={() => undefined}
        />
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<Baseline />)

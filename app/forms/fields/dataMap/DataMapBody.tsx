import type { ReactNode } from 'react'
import { Button } from '../../../components/Button'
import type { PlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { OtherKeys } from '../common/OtherKeys'
import { ExpressionList } from './ExpressionList'
import { OutputEditor } from './OutputEditor'
import { WebhookList } from './WebhookList'

const KNOWN = new Set(['expressions', 'webhooks', 'output'])

function Part({
  id,
  title,
  help,
  children,
}: {
  id: string
  title: string
  help: string
  children: ReactNode
}) {
  return (
    <section id={id} className="fld-part" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="fld-part-title">
        {title}
      </h3>
      <p className="field-help">{help}</p>
      {children}
    </section>
  )
}

/**
 * A data map's parts: expressions, then webhooks, then a fallback output, each as a structured
 * editor; keys it does not know are kept and edited as JSON in place. Loaded apart from the
 * form (`DataMapField` loads it as the form shows), so it is not part of the page's first load.
 */
export default function DataMapBody({
  id,
  map,
  target,
  disabled,
}: {
  id: string
  map: PlainObject
  target: EditTarget
  disabled: boolean | undefined
}) {
  const onlyPart = Object.keys(map).length === 1
  /** Sets or removes a part; the data map goes with its last part. */
  const set = (key: string) => (v: unknown, s?: string) => {
    const left = Object.keys(map).filter((k) => k !== key)
    if (v === undefined && left.length === 0) target.remove()
    else target.at(key).set(v, s)
  }
  return (
    <>
      <Part
        id={`${id}-expressions`}
        title="Expressions"
        help="Pattern tests tried first, in order; the first match gives the answer."
      >
        <ExpressionList
          idBase={`${id}-expr`}
          value={map.expressions}
          noun="expression"
          addLabel="Add expression"
          target={target.at('expressions')}
          whole={onlyPart ? target : undefined}
        />
      </Part>
      <Part
        id={`${id}-webhooks`}
        title="Webhooks"
        help="Web API calls tried next, in order; the first that succeeds gives the answer."
      >
        <WebhookList
          idBase={`${id}-hook`}
          value={map.webhooks}
          target={target.at('webhooks')}
          whole={onlyPart ? target : undefined}
        />
      </Part>
      <Part
        id={`${id}-output`}
        title="Fallback output"
        help="The answer when no expression or webhook gave one, or the whole answer of a fixed function."
      >
        {map.output === undefined ? (
          <div>
            <Button
              size="sm"
              icon="plus"
              disabled={disabled}
              onClick={() => set('output')({ response: '' })}
            >
              Add fallback output
            </Button>
          </div>
        ) : (
          <div className="fld-card">
            <div className="fld-card-head">
              <p className="fld-card-title">Fallback output</p>
              <Button
                size="sm"
                variant="ghost"
                icon="trash"
                label="Remove fallback output"
                disabled={disabled}
                onClick={() => set('output')(undefined)}
              />
            </div>
            <OutputEditor
              idBase={`${id}-out`}
              output={map.output}
              what="the data map"
              target={target.at('output')}
            />
          </div>
        )}
      </Part>
      <OtherKeys id={`${id}-other`} obj={map} known={KNOWN} what="the data map" target={target} />
    </>
  )
}

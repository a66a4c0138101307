import { memo } from 'react'
import { deepEquals } from '@rjsf/utils'
import { ItemActions } from '../common/ItemActions'
import { CardItem } from '../common/CardItem'
import { JsonValueEditor } from '../common/JsonValueEditor'
import { OptionalPart } from '../common/OptionalPart'
import { OtherKeys } from '../common/OtherKeys'
import { StringListInput } from '../common/StringListInput'
import { isPlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { ExpressionList } from './ExpressionList'
import { ForeachEditor } from './ForeachEditor'
import { OutputEditor } from './OutputEditor'
import { WebhookRequest } from './WebhookRequest'

export interface WebhookEditorProps {
  idBase: string
  webhook: unknown
  index: number
  count: number
  /** The webhook in the script. */
  target: EditTarget
  onMove(to: number): void
  onRemove(): void
}

const KNOWN = new Set([
  'url',
  'method',
  'headers',
  'params',
  'input_args_as_params',
  'require_args',
  'required_args',
  'error_keys',
  'foreach',
  'expressions',
  'output',
])

/** One webhook: the request, when to skip it or count it failed, and what its reply gives. */
export const WebhookEditor = memo(function WebhookEditor({
  idBase,
  webhook,
  index,
  count,
  target,
  onMove,
  onRemove,
}: WebhookEditorProps) {
  const what = `webhook ${index + 1}`
  const title = `Webhook ${index + 1}`
  const head = (
    <div className="fld-card-head">
      <p className="fld-card-title">{title}</p>
      <ItemActions
        what={what}
        idBase={idBase}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
    </div>
  )
  if (!isPlainObject(webhook))
    return (
      <CardItem id={idBase} label={title}>
        {head}
        <JsonValueEditor
          id={`${idBase}-json`}
          label={title}
          value={webhook}
          onChange={(v) => target.set(v, `${idBase}-json`)}
        />
      </CardItem>
    )
  const set = (key: string) => (v: unknown, s?: string) => target.at(key).set(v, s)
  // The docs spell it required_args; keep whichever the script uses.
  const requireKey =
    webhook.require_args === undefined && webhook.required_args !== undefined
      ? 'required_args'
      : 'require_args'
  return (
    <CardItem id={idBase} label={title} className="fld-webhook">
      {head}
      <WebhookRequest idBase={idBase} webhook={webhook} what={what} target={target} />
      <div className="fld-grid">
        <StringListInput
          id={`${idBase}-require`}
          label="Required inputs"
          value={webhook[requireKey]}
          placeholder="city"
          help={`Skip this webhook unless the agent gave these inputs; separate with commas (${requireKey}).`}
          onChange={set(requireKey)}
        />
        <StringListInput
          id={`${idBase}-errors`}
          label="Keys that mean it failed"
          value={webhook.error_keys}
          placeholder="error"
          help="If the reply has one of these keys, this webhook failed and the next one is tried (error_keys)."
          onChange={set('error_keys')}
        />
      </div>
      <OptionalPart
        present={webhook.foreach !== undefined}
        addLabel={`Turn a list in the reply into text (${what})`}
        onAdd={() => set('foreach')({ input_key: '', output_key: '', append: '' })}
      >
        <ForeachEditor
          idBase={`${idBase}-foreach`}
          foreach={webhook.foreach}
          what={what}
          target={target.at('foreach')}
        />
      </OptionalPart>
      <div className="fld-subsection" role="group" aria-label={`Checks on the reply of ${what}`}>
        <p className="fld-subtitle">Checks on the reply</p>
        <p className="field-help">
          Each tests a text of the reply against a pattern and gives its own answer when it matches;
          tried before the output below (expressions).
        </p>
        <ExpressionList
          idBase={`${idBase}-expr`}
          value={webhook.expressions}
          noun="reply check"
          of={` of ${what}`}
          addLabel={`Add a check on the reply of ${what}`}
          target={target.at('expressions')}
        />
      </div>
      <OptionalPart
        present={webhook.output !== undefined}
        addLabel={`Add output to ${what}`}
        onAdd={() => set('output')({ response: '' })}
      >
        <div className="fld-subsection">
          <p className="fld-subtitle">Output</p>
          <OutputEditor
            idBase={`${idBase}-out`}
            output={webhook.output}
            what={what}
            target={target.at('output')}
          />
        </div>
      </OptionalPart>
      <OtherKeys id={`${idBase}-other`} obj={webhook} known={KNOWN} what={what} target={target} />
    </CardItem>
  )
}, deepEquals)

import { JsonValueEditor } from '../common/JsonValueEditor'
import { KeyValueEditor } from '../common/KeyValueEditor'
import { SelectInput } from '../common/SelectInput'
import { SwitchInput } from '../common/SwitchInput'
import { isPlainObject, readBoolean, scalarText, type PlainObject } from '../../../model/core'
import type { EditTarget } from '../../editTarget'
import { UrlWithCredentials } from '../UrlWithCredentials'

export interface WebhookRequestProps {
  idBase: string
  webhook: PlainObject
  what: string
  /** The webhook in the script. */
  target: EditTarget
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE']

/** What a webhook sends: URL (with credentials), method, headers and body. */
export function WebhookRequest({ idBase, webhook, what, target }: WebhookRequestProps) {
  const set = (key: string) => (v: unknown, s?: string) => target.at(key).set(v, s)
  const method = scalarText(webhook.method)
  const methods = [{ value: '', label: 'Not set' }, ...METHODS.map((m) => ({ value: m, label: m }))]
  if (method !== '' && !METHODS.includes(method)) methods.push({ value: method, label: method })
  const object = (key: string, noun: string, addLabel: string, typed: boolean) =>
    webhook[key] === undefined || isPlainObject(webhook[key]) ? (
      <KeyValueEditor
        idBase={`${idBase}-${key}`}
        value={(webhook[key] as PlainObject | undefined) ?? {}}
        noun={noun}
        typed={typed}
        addLabel={addLabel}
        target={target.at(key)}
      />
    ) : (
      <JsonValueEditor
        id={`${idBase}-${key}-json`}
        label={addLabel}
        value={webhook[key]}
        onChange={(v) => set(key)(v, `${idBase}-${key}-json`)}
      />
    )
  return (
    <>
      <div className="fld-grid fld-grid-url">
        <UrlWithCredentials
          id={`${idBase}-url`}
          label="URL"
          signInLabel={`Sign-in for ${what}`}
          value={typeof webhook.url === 'string' ? webhook.url : scalarText(webhook.url)}
          placeholder="https://api.example.com/weather?q=${enc:args.city}"
          help="Address to call; may use inputs such as ${enc:args.city}."
          onChange={(v, s) => set('url')(v ?? '', s)}
        />
        <SelectInput
          id={`${idBase}-method`}
          label="Method"
          value={method}
          options={methods}
          help="How the call is made."
          onChange={(v) => set('method')(v === '' ? undefined : v)}
        />
      </div>
      <div className="fld-subsection" role="group" aria-label={`Headers of ${what}`}>
        <p className="fld-subtitle">Headers</p>
        <p className="field-help">
          Sent with the call, such as an API key; values may use templates.
        </p>
        {object('headers', 'header', 'Add header', false)}
      </div>
      <div className="fld-subsection" role="group" aria-label={`Body of ${what}`}>
        <p className="fld-subtitle">Body</p>
        <p className="field-help">
          Values sent as JSON with POST and PUT calls; values may use templates.
        </p>
        {object('params', 'body field', 'Add body field', true)}
        <SwitchInput
          id={`${idBase}-args`}
          label="Send inputs as body"
          checked={readBoolean(webhook.input_args_as_params) ?? false}
          help="Adds the agent’s inputs to the body."
          onChange={(on) => set('input_args_as_params')(on)}
        />
      </div>
    </>
  )
}

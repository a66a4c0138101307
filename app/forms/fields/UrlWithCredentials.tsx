import type { ReactNode } from 'react'
import { MaskedInput } from '../../components/MaskedInput'
import { useDisabled, useTextDraft } from './common/hooks'
import type { Emit } from './common/types'
import {
  formatUrlCredentials,
  hasCredentials,
  parseUrlCredentials,
  withCredentialValues,
  type UrlCredentials,
} from '../../model/core'

export interface UrlWithCredentialsProps {
  /** DOM id of the address input; the user and password inputs add `-user` and `-password`. */
  id: string
  label: ReactNode
  value: string | undefined
  onChange: Emit<string | undefined>
  help?: ReactNode
  placeholder?: string
  /** Name of the user/password group, when the label alone is not unique ("Sign-in for webhook 1"). */
  signInLabel?: string
}

function whereSaved(parts: UrlCredentials): string {
  if (!hasCredentials(parts))
    return 'Optional. Saved in the URL as user:password@ before the address.'
  return parts.form === 'standard'
    ? 'Saved inside the address, as https://user:password@…'
    : 'Saved in the URL as user:password@ before the address.'
}

/**
 * A URL that may carry credentials: the address, then the user and the password in their own
 * inputs (the password masked unless shown). They are written back into the URL in the form the
 * script used (see `urlCredentials`).
 */
export function UrlWithCredentials(props: UrlWithCredentialsProps) {
  const { id, label, value, onChange, help, placeholder } = props
  const disabled = useDisabled()
  const text = typeof value === 'string' ? value : ''
  const parts = parseUrlCredentials(text)
  const address = useTextDraft(parts.address)

  function write(change: Parameters<typeof withCredentialValues>[1], sourceId: string) {
    const next = formatUrlCredentials(withCredentialValues(parts, change))
    onChange(next === '' ? undefined : next, sourceId)
    return next
  }
  return (
    <div className="field fld-url">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        value={address.text}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={help ? `${id}__description` : undefined}
        onBlur={address.reset}
        onChange={(e) => {
          const typed = e.target.value
          const next = write({ address: typed }, id)
          address.type(typed, null, parseUrlCredentials(next).address)
        }}
      />
      {help && (
        <p id={`${id}__description`} className="field-help">
          {help}
        </p>
      )}
      <div
        className="fld-credentials"
        role="group"
        aria-label={
          props.signInLabel ?? `Sign-in for ${typeof label === 'string' ? label : 'this URL'}`
        }
      >
        <div className="field">
          <label htmlFor={`${id}-user`} className="field-label fld-label-sm">
            User
          </label>
          <input
            id={`${id}-user`}
            className="input"
            autoComplete="off"
            spellCheck={false}
            value={parts.user}
            disabled={disabled}
            aria-describedby={`${id}-where`}
            onChange={(e) => write({ user: e.target.value }, `${id}-user`)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`} className="field-label fld-label-sm">
            Password
          </label>
          <MaskedInput
            id={`${id}-password`}
            autoComplete="new-password"
            value={parts.password ?? ''}
            disabled={disabled}
            aria-describedby={`${id}-where`}
            onChange={(e) => write({ password: e.target.value }, `${id}-password`)}
          />
        </div>
        <p id={`${id}-where`} className="field-help fld-credentials-note">
          {whereSaved(parts)}
        </p>
      </div>
    </div>
  )
}

/**
 * URLs with embedded credentials, as SWAIG scripts write them. Two forms exist:
 *
 * - the spec's form, credentials before the address: `user:pass@https://example.com/hook`;
 * - the standard form, credentials inside the address: `https://user:pass@example.com/hook`.
 *
 * `parseUrlCredentials` splits a URL into its parts and `formatUrlCredentials` puts them back.
 * Parsing then formatting returns the exact text, for any text: the raw spelling of each part
 * is kept, and re-encoded only when its value changes. Credentials added to a URL that had none
 * use the spec's form. Pure: no URL parsing by the platform (templates such as `${args.x}` are
 * opaque text).
 */

export type CredentialForm = 'spec' | 'standard'

export interface UrlCredentials {
  /** Where the credentials are (or would be) written. */
  form: CredentialForm
  /** The address without credentials. */
  address: string
  /** The user name, decoded ('' when none). */
  user: string
  /** The password, decoded; `undefined` when the URL has no `:password` part. */
  password: string | undefined
  /** The parts as written in the text, reused while their values do not change. */
  raw: { user: string; password: string | undefined }
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i
const SCHEME_AFTER_AT = /@[a-z][a-z0-9+.-]*:\/\//i
/** Spec form: `user[:password]@scheme://…`; the first `@` followed by a scheme ends it. */
const SPEC = /^([^:/\s]*?)(?::([\s\S]*?))?@([a-z][a-z0-9+.-]*:\/\/[\s\S]*)$/i
/** Spec form without a scheme (`user:pass@host/path`, `${u}:${p}@${url}`): the last `@` ends it. */
const SPEC_NO_SCHEME = /^([^:/\s]*):([\s\S]*)@([^@]*)$/
/** Standard form: `scheme://` then the authority, up to the first `/`, `?` or `#`. */
const STANDARD = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)([\s\S]*)$/i
/** A user name the spec's form can hold as it is. */
const SPEC_USER = /^[^:/\s]*$/

/** Standard-form parts are percent-encoded; the spec's form is taken literally. */
function decode(text: string, form: CredentialForm): string {
  if (form === 'spec') return text
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
function encode(value: string, form: CredentialForm): string {
  if (form === 'spec') return value
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}

function credentials(
  form: CredentialForm,
  address: string,
  rawUser: string,
  rawPassword: string | undefined,
): UrlCredentials {
  return {
    form,
    address,
    user: decode(rawUser, form),
    password: rawPassword === undefined ? undefined : decode(rawPassword, form),
    raw: { user: rawUser, password: rawPassword },
  }
}

/** Splits `text` into its address and credentials (see the module's description). */
export function parseUrlCredentials(text: string): UrlCredentials {
  const standard = STANDARD.exec(text)
  if (standard) {
    const [, scheme, authority, rest] = standard as unknown as [string, string, string, string]
    const at = authority.lastIndexOf('@')
    // A bare `@` with nothing before it is not credentials; the text stays the address.
    if (at <= 0) return credentials('spec', text, '', undefined)
    const userinfo = authority.slice(0, at)
    const colon = userinfo.indexOf(':')
    const address = `${scheme}${authority.slice(at + 1)}${rest}`
    return colon < 0
      ? credentials('standard', address, userinfo, undefined)
      : credentials('standard', address, userinfo.slice(0, colon), userinfo.slice(colon + 1))
  }
  const spec = SPEC.exec(text) ?? (text.includes('://') ? null : SPEC_NO_SCHEME.exec(text))
  const [, user = '', password, address = ''] = spec ?? []
  if (!spec || (user === '' && password === undefined))
    return credentials('spec', text, '', undefined)
  return credentials('spec', address, user, password)
}

/** Whether a URL has credentials. */
export const hasCredentials = (parts: Pick<UrlCredentials, 'user' | 'password'>): boolean =>
  parts.user !== '' || parts.password !== undefined

/** Whether the spec's form can hold these parts literally, so that they read back the same. */
function specHolds({ user, password, address }: UrlCredentials): boolean {
  if (!SPEC_USER.test(user)) return false
  if (SCHEME.test(address)) return password === undefined || !SCHEME_AFTER_AT.test(password)
  return !address.includes('@') && !`${user}:${password ?? ''}@${address}`.includes('://')
}

/** The form the parts are written in: theirs, unless it cannot hold them. */
function formFor(parts: UrlCredentials): CredentialForm {
  const standard = STANDARD.exec(parts.address)
  const standardHolds = standard !== null && !standard[2]!.includes('@')
  if (parts.form === 'standard') return standardHolds ? 'standard' : 'spec'
  return specHolds(parts) || !standardHolds ? 'spec' : 'standard'
}

/**
 * The URL text for `parts`. Without user and password, the bare address. With them, in the
 * parts' form, unless that form cannot hold them (the standard form needs an address with a
 * scheme; the spec's form, a user without `:` or `/`). A part whose value is unchanged keeps
 * its raw spelling.
 */
export function formatUrlCredentials(parts: UrlCredentials): string {
  if (!hasCredentials(parts)) return parts.address
  const form = formFor(parts)
  const sameForm = form === parts.form
  const spell = (value: string, raw: string | undefined) =>
    sameForm && raw !== undefined && decode(raw, form) === value ? raw : encode(value, form)
  const user = spell(parts.user, parts.raw.user)
  // Without a scheme, the spec's form is only recognised with a `:`.
  const password =
    parts.password === undefined
      ? form === 'spec' && !SCHEME.test(parts.address)
        ? ''
        : undefined
      : spell(parts.password, parts.raw.password)
  const userinfo = password === undefined ? user : `${user}:${password}`
  if (form === 'spec') return `${userinfo}@${parts.address}`
  const scheme = SCHEME.exec(parts.address)![0]
  return `${scheme}${userinfo}@${parts.address.slice(scheme.length)}`
}

/** `parts` with new values (an emptied password removes the `:password` part). */
export function withCredentialValues(
  parts: UrlCredentials,
  change: Partial<Pick<UrlCredentials, 'address' | 'user' | 'password'>>,
): UrlCredentials {
  const next = { ...parts, ...change }
  if (change.password === '') next.password = undefined
  return next
}

import { WHOLE_TEMPLATE, replaceTemplates } from './templates'
import { hasCredentials, parseUrlCredentials } from '../script/urlCredentials'

/** What lint knows about the text of a URL field. */
export interface UrlCheck {
  /** Why the text is not a usable address, in plain words; `undefined` when it is fine. */
  readonly invalid?: string
  /** The address uses plain `http://`. */
  readonly insecure: boolean
  /** A user name or password is written in the URL itself (templates do not count). */
  readonly credentials: boolean
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//

/**
 * Checks a URL as the platform reads it: `http(s)://host…`, optionally preceded by
 * `user:password@` (SignalWire's form) or with standard `https://user:password@host` userinfo.
 * Templates (`${…}`, `%{…}`) may stand anywhere; a URL that starts with one (`${base}/x`) is
 * taken as valid, as its scheme and host are only known at run time.
 */
export function checkUrl(text: string): UrlCheck {
  const fine = { insecure: false, credentials: false }
  if (text.trim() === '') return { ...fine, invalid: 'it is empty' }
  if (WHOLE_TEMPLATE.test(text)) return fine
  // The credentials, in either form, are read by the one grammar the forms use too.
  const parts = parseUrlCredentials(text)
  const spec = parts.form === 'spec' && hasCredentials(parts)
  const prefix = spec ? text.slice(0, text.length - parts.address.length - 1) : undefined
  const rest = spec ? parts.address : text
  const credentials = prefix !== undefined ? isClear(prefix) : false
  const flat = replaceTemplates(rest, 'x')
  if (flat === undefined) return { ...fine, invalid: 'a template ({…}) is not closed' }
  if (/\s/.test(flat) || (prefix !== undefined && /\s/.test(prefix)))
    return { ...fine, invalid: 'it contains a space' }
  if (/^[$%@]\{/.test(rest)) return { insecure: false, credentials }
  const scheme = SCHEME.exec(flat)?.[1]?.toLowerCase()
  if (scheme === undefined)
    return { ...fine, invalid: 'it does not start with https:// (or http://)' }
  if (scheme !== 'http' && scheme !== 'https')
    return { ...fine, invalid: `it uses ${scheme}://, not https:// or http://` }
  if (!parses(flat) && !parses(replaceTemplates(rest, '0')!))
    return { ...fine, invalid: 'its host or port is malformed' }
  const userinfo = /^[^:]+:\/\/([^/?#]*)@/.exec(rest)?.[1]
  return {
    insecure: scheme === 'http',
    credentials: credentials || (userinfo !== undefined && isClear(userinfo)),
  }
}

function parses(text: string): boolean {
  try {
    return new URL(text).hostname !== ''
  } catch {
    return false
  }
}

/** Credentials written out, not merely templates such as `${global_data.user}:${…}`. */
function isClear(userinfo: string): boolean {
  const flat = replaceTemplates(userinfo, '') ?? userinfo
  return flat.replace(/:/g, '').trim() !== ''
}

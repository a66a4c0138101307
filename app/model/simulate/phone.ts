/**
 * `fmt_ph`: a phone number in one of the documented formats (`national`, `international`,
 * `RFC3966`, `e164`). The platform formats any country; the simulator knows North American
 * numbers (+1 and ten digits) and keeps others as written, saying so.
 */

export const PHONE_FORMATS = ['national', 'international', 'RFC3966', 'e164'] as const
export type PhoneFormat = (typeof PHONE_FORMATS)[number]

export type PhoneResult = { ok: true; text: string } | { ok: false; text: string; reason: string }

export function isPhoneFormat(name: string): name is PhoneFormat {
  return (PHONE_FORMATS as readonly string[]).includes(name)
}

/** The number in `format`, or the text unchanged with the reason. */
export function formatPhone(text: string, format: PhoneFormat): PhoneResult {
  const trimmed = text.trim()
  const digits = trimmed.replace(/\D/g, '')
  const nanp =
    digits.length === 11 && digits.startsWith('1')
      ? digits.slice(1)
      : digits.length === 10 && !trimmed.startsWith('+')
        ? digits
        : undefined
  if (nanp === undefined || !/^[2-9]\d{2}[2-9]\d{6}$/.test(nanp))
    return {
      ok: false,
      text,
      reason: `"${text}" is not a North American number; the simulator formats only those and keeps it as written`,
    }
  const [a, b, c] = [nanp.slice(0, 3), nanp.slice(3, 6), nanp.slice(6)]
  switch (format) {
    case 'national':
      return { ok: true, text: `(${a}) ${b}-${c}` }
    case 'international':
      return { ok: true, text: `+1 ${a}-${b}-${c}` }
    case 'RFC3966':
      return { ok: true, text: `tel:+1-${a}-${b}-${c}` }
    case 'e164':
      return { ok: true, text: `+1${nanp}` }
  }
}

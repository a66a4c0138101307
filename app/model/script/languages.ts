/** Language codes offered when adding fillers; any other code can be typed. */

/** Keys with a special meaning in every filler map. */
export const SPECIAL_LANGUAGE_KEYS: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'default', label: 'Default: used when no phrases are listed for the language' },
  { code: 'auto', label: 'Auto: translated into the caller’s language' },
  { code: 'multi', label: 'Multi: used when the language code is multi' },
]

export const COMMON_LANGUAGE_CODES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'en-US', label: 'English (United States)' },
  { code: 'en-GB', label: 'English (United Kingdom)' },
  { code: 'en-AU', label: 'English (Australia)' },
  { code: 'en', label: 'English' },
  { code: 'es-US', label: 'Spanish (United States)' },
  { code: 'es-MX', label: 'Spanish (Mexico)' },
  { code: 'es-ES', label: 'Spanish (Spain)' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr-FR', label: 'French (France)' },
  { code: 'fr-CA', label: 'French (Canada)' },
  { code: 'fr', label: 'French' },
  { code: 'de-DE', label: 'German (Germany)' },
  { code: 'it-IT', label: 'Italian (Italy)' },
  { code: 'pt-BR', label: 'Portuguese (Brazil)' },
  { code: 'pt-PT', label: 'Portuguese (Portugal)' },
  { code: 'nl-NL', label: 'Dutch (Netherlands)' },
  { code: 'sv-SE', label: 'Swedish (Sweden)' },
  { code: 'da-DK', label: 'Danish (Denmark)' },
  { code: 'nb-NO', label: 'Norwegian (Norway)' },
  { code: 'fi-FI', label: 'Finnish (Finland)' },
  { code: 'pl-PL', label: 'Polish (Poland)' },
  { code: 'ru-RU', label: 'Russian (Russia)' },
  { code: 'uk-UA', label: 'Ukrainian (Ukraine)' },
  { code: 'tr-TR', label: 'Turkish (Turkey)' },
  { code: 'hi-IN', label: 'Hindi (India)' },
  { code: 'ja-JP', label: 'Japanese (Japan)' },
  { code: 'ko-KR', label: 'Korean (Korea)' },
  { code: 'zh-CN', label: 'Chinese (China)' },
  { code: 'zh-TW', label: 'Chinese (Taiwan)' },
]

const LABELS = new Map(
  [...SPECIAL_LANGUAGE_KEYS, ...COMMON_LANGUAGE_CODES].map((l) => [l.code, l.label]),
)

/** A readable name for a code, for help text ("English (United States)"), if known. */
export const languageLabel = (code: string): string | undefined => LABELS.get(code)

/**
 * Why `code` cannot name a language of a map that already has `taken` (excluding the language
 * being renamed), or `null` when it can.
 */
export function languageCodeProblem(code: string, taken: Iterable<string>): string | null {
  if (code.trim() === '') return 'Type a language code, such as en-US or default.'
  if (/\s/.test(code)) return 'A language code has no spaces.'
  for (const other of taken) if (other === code) return `${code} is already in the list.`
  return null
}

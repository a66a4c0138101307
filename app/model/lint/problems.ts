/**
 * What validation reports: one list of problems, from the JSON Schemas and from the lint rules,
 * that feeds Monaco's markers, the form's field errors and the Problems panel alike.
 */

export type Severity = 'error' | 'warning' | 'info'

/** The catalogue of rules: id, severity and a one-line summary (the README's list). */
export const RULES = {
  schema: { severity: 'error', summary: 'The document does not fit the JSON Schema.' },
  'duplicate-function-name': {
    severity: 'error',
    summary: 'Two functions have the same name.',
  },
  'missing-name': { severity: 'error', summary: 'A function has no name.' },
  'invalid-function-name': {
    severity: 'error',
    summary: 'A function name has characters or a length language models refuse.',
  },
  'missing-description': {
    severity: 'error',
    summary: 'A function has neither a description nor a purpose.',
  },
  'reserved-name': {
    severity: 'warning',
    summary: 'A function that takes inputs or has a data_map uses a reserved hook name.',
  },
  'summarize-without-post-prompt': {
    severity: 'warning',
    summary: 'summarize_conversation is defined but ai.post_prompt is missing or empty.',
  },
  'parameters-type-not-object': {
    severity: 'error',
    summary: 'parameters (or argument) is not an object whose type is "object".',
  },
  'required-not-in-properties': {
    severity: 'error',
    summary: 'A name in required is not one of the properties.',
  },
  'unknown-parameter-type': { severity: 'error', summary: 'A parameter has an unknown type.' },
  'invalid-parameter-name': {
    severity: 'warning',
    summary: 'An input name has characters that templates cannot read.',
  },
  'undeclared-arg-reference': {
    severity: 'warning',
    summary: 'A data_map uses an argument that is not a declared parameter.',
  },
  'misspelled-require-args': {
    severity: 'warning',
    summary: 'A webhook says required_args where the platform reads require_args.',
  },
  'no-handler': {
    severity: 'warning',
    summary: 'Nothing runs the function: no data_map, no web_hook_url, no default, no include.',
  },
  'deprecated-purpose': { severity: 'info', summary: 'purpose is used instead of description.' },
  'deprecated-argument': { severity: 'info', summary: 'argument is used instead of parameters.' },
  'invalid-url': { severity: 'error', summary: 'A URL field does not hold a valid address.' },
  'insecure-url': { severity: 'info', summary: 'A URL uses plain http://.' },
  'credentials-in-url': {
    severity: 'info',
    summary: 'A URL carries a user name or password in clear text.',
  },
  'wait-file-loops': {
    severity: 'error',
    summary: 'wait_file_loops is neither a whole number nor a string of digits.',
  },
  'wait-file-loops-without-file': {
    severity: 'warning',
    summary: 'wait_file_loops is set but there is no wait_file.',
  },
  'filler-language-unused': {
    severity: 'info',
    summary: 'A filler language is used by no entry of ai.languages.',
  },
  'include-empty-functions': { severity: 'warning', summary: 'An include lists no functions.' },
  'include-shadowed': {
    severity: 'warning',
    summary: 'A function is defined locally and also served by an include.',
  },
  'pattern-unsupported': {
    severity: 'warning',
    summary:
      'An expression pattern is PCRE-style and JavaScript cannot run it: it cannot be simulated.',
  },
  'response-prefix': {
    severity: 'info',
    summary: 'A webhook template reads ${response.x}, but the reply has no "response" key.',
  },
  'stringly-typed': {
    severity: 'warning',
    summary: 'A boolean or number is written as a string.',
  },
} as const satisfies Record<string, { severity: Severity; summary: string }>

export type RuleId = keyof typeof RULES
export const RULE_IDS = Object.keys(RULES) as RuleId[]

/**
 * A one-click fix, as data: the UI shows `label` on a button and calls `applyFix(doc, problem)`.
 * Every fix applies at the problem's `path` (the value itself, or the key of a deprecated field).
 */
export type Fix =
  /** Replace the string at the path by this JSON literal (`true`, `false` or a number). */
  | { readonly kind: 'write-as'; readonly literal: string; readonly label: string }
  /** Turn the deprecated `purpose` at the path into `description`, keeping its place. */
  | { readonly kind: 'purpose-to-description'; readonly label: string }
  /** Turn the deprecated `argument` at the path into `parameters` (or drop `"none"`). */
  | { readonly kind: 'argument-to-parameters'; readonly label: string }
  /** Replace the string at the path, when it is still `from`, by `to`. */
  | {
      readonly kind: 'replace-text'
      readonly from: string
      readonly to: string
      readonly label: string
    }
  /**
   * Rename the key at the path to `to`, in its place; where `to` exists with the same value,
   * remove the key instead.
   */
  | { readonly kind: 'rename-key'; readonly to: string; readonly label: string }

export interface Problem {
  /** JSON pointer (RFC 6901) into the document; always resolves to an existing value. */
  readonly path: string
  readonly severity: Severity
  readonly rule: RuleId
  /** For a person: what is wrong, naming the function, and what to do. */
  readonly message: string
  readonly fix?: Fix
}

/** A problem whose path is relative to a value being checked (a function, an include…). */
export interface LocalProblem {
  readonly at: readonly (string | number)[]
  readonly severity: Severity
  readonly rule: RuleId
  readonly message: string
  readonly fix?: Fix
}

/** A local problem with the rule's catalogue severity. */
export function problem(
  rule: RuleId,
  at: readonly (string | number)[],
  message: string,
  fix?: Fix,
): LocalProblem {
  return fix
    ? { at, severity: RULES[rule].severity, rule, message, fix }
    : { at, severity: RULES[rule].severity, rule, message }
}

/** The problems at `pointer` or below it (a function's, for its form), in their order. */
export function problemsUnder(problems: readonly Problem[], pointer: string): Problem[] {
  return problems.filter((p) => p.path === pointer || p.path.startsWith(`${pointer}/`))
}

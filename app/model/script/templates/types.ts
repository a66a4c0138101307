/** A script to start from, offered by "New script". */
export interface ScriptTemplate {
  /** Stable id (tests, QA). */
  readonly id: string
  /** The name shown on the choice, such as "Weather forecast". */
  readonly name: string
  /** One line: what the script does and which part of the editor it shows. */
  readonly summary: string
  /** The whole SWML document, as plain JSON data. */
  readonly script: object
}

/** Command-line arguments: `<command> [files…] [--format text|json] [--cases <file>]`. */
export interface Options {
  command: string | undefined
  files: string[]
  format: 'text' | 'json'
  cases?: string
  help: boolean
}

export class UsageError extends Error {}

export function parseOptions(argv: readonly string[]): Options {
  const out: Options = { command: undefined, files: [], format: 'text', help: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, undefined]
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined || (inline === undefined && v.startsWith('--')))
        throw new UsageError(`${flag} needs a value`)
      return v
    }
    if (flag === '--help' || flag === '-h') out.help = true
    else if (flag === '--format' || flag === '-f') {
      const v = value()
      if (v !== 'text' && v !== 'json') throw new UsageError(`--format is text or json, not "${v}"`)
      out.format = v
    } else if (flag === '--cases') out.cases = value()
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`)
    else if (out.command === undefined) out.command = a
    else out.files.push(a)
  }
  return out
}

export const USAGE = `Usage:
  swaig-studio lint <script…> [--format text|json]
      Lints SWML scripts (JSON or YAML) with the editor's rules.
      Exit status 1 when a script has an error or cannot be read.
  swaig-studio test <script> [--cases <file>] [--format text|json]
      Runs the script's test cases offline (default: <script>.tests.json beside it).
      Exit status 1 when a case fails or a file cannot be read.
  swaig-studio --help
Exit status 2: the command line itself is wrong.`

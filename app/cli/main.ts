import { lintCommand } from './lint'
import { parseOptions, USAGE, UsageError } from './options'
import { testCommand } from './test'

/**
 * The command line for teams' CI: `swaig-studio lint <script…>` and `swaig-studio test
 * <script> [--cases <file>]`, offline. Returns the exit status: 0 fine, 1 a problem was found
 * (an error, a failing case, a file that cannot be read), 2 the command line is wrong.
 */
export async function main(
  argv: readonly string[],
  out: (s: string) => void = (s) => process.stdout.write(`${s}\n`),
  err: (s: string) => void = (s) => process.stderr.write(`${s}\n`),
): Promise<number> {
  try {
    const o = parseOptions(argv)
    if (o.help || o.command === 'help') {
      out(USAGE)
      return 0
    }
    if (o.command === 'lint') {
      if (o.files.length === 0) throw new UsageError('lint needs at least one script')
      if (o.cases !== undefined) throw new UsageError('--cases belongs to the test command')
      return await lintCommand(o.files, o.format, out)
    }
    if (o.command === 'test') {
      if (o.files.length !== 1) throw new UsageError('test takes one script')
      return await testCommand(o.files[0]!, o.cases, o.format, out)
    }
    throw new UsageError(
      o.command === undefined ? 'no command given' : `unknown command "${o.command}"`,
    )
  } catch (e) {
    if (e instanceof UsageError) {
      err(`swaig-studio: ${e.message}\n\n${USAGE}`)
      return 2
    }
    err(
      `swaig-studio: unexpected failure: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    )
    return 1
  }
}

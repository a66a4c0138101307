/** Command-line options of `npm run bench` (see e2e/bench/README.md). */
export interface BenchOptions {
  smoke: boolean
  build: boolean
  strict: boolean
  selfCheck: boolean
  runs: number
  sizes: number[]
  /** Keystrokes per keystroke run (the issue asks for 200). */
  keystrokes: number
  /** Keystrokes per floor run (as many as the app's, fewer in the smoke). */
  floorKeys: number
  /** Start-to-start time between keystrokes, in ms: a fast typist's pace. */
  keyInterval: number
  /** Monaco edits, function switches per run. */
  codeEdits: number
  switches: number
  /** Baseline: keystrokes per run at each size, and the time cap of one baseline run, in s. */
  baselineKeys: (size: number) => number
  baselineCapS: number
  /** Sizes the rjsf baseline runs at. */
  baselineSizes: number[]
  tokenSeconds: number
  /** Keystrokes recorded in the CPU profile. */
  profileKeys: number
  /** Only these measurement groups (all when empty). */
  only: string[]
  seed: number
}

const HELP = `Usage: npm run bench -- [options]
  --smoke              smallest size, one run, short token run (part of npm test)
  --no-build           reuse bench-results/app-dist and bench-results/baseline-dist
  --runs N             runs per figure (median of N; default 3)
  --sizes 10,500,2000  generated script sizes (functions)
  --keystrokes N       keystrokes per run (default 200)
  --key-interval MS    start-to-start time between keystrokes (default 150)
  --baseline-sizes L   sizes for the single-Form rjsf baseline (default: --sizes)
  --baseline-cap S     time cap of one baseline run in seconds (default 120)
  --token-seconds S    autocannon duration (default 5)
  --only a,b           only these groups: size,load,import,keys,code,switch,scroll,
                       validation,tokens,baseline,profile,floors
  --seed N             generator seed (default 42)
  --strict             exit 1 when a target fails
  --self-check         check the generator and exit`

function numberList(text: string | undefined, name: string): number[] {
  const list = (text ?? '').split(',').map((s) => Number(s.trim()))
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`${name} takes a comma-separated list of whole numbers`)
  return list
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const flags = new Map<string, string | true>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') {
      console.log(HELP)
      process.exit(0)
    }
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}\n${HELP}`)
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
    const next = argv[i + 1]
    if (inline !== undefined) flags.set(key, inline)
    else if (next !== undefined && !next.startsWith('--')) flags.set(key, argv[++i]!)
    else flags.set(key, true)
  }
  const text = (key: string) => {
    const v = flags.get(key)
    return typeof v === 'string' ? v : undefined
  }
  const num = (key: string, fallback: number) => {
    const v = text(key)
    if (v === undefined) return fallback
    const n = Number(v)
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${key} takes a positive number`)
    return n
  }
  const known = [
    'smoke',
    'no-build',
    'strict',
    'self-check',
    'runs',
    'sizes',
    'keystrokes',
    'key-interval',
    'baseline-sizes',
    'baseline-cap',
    'token-seconds',
    'only',
    'seed',
  ]
  for (const key of flags.keys())
    if (!known.includes(key)) throw new Error(`Unknown option --${key}\n${HELP}`)

  const smoke = flags.has('smoke')
  const sizes = text('sizes')
    ? numberList(text('sizes'), '--sizes')
    : smoke
      ? [10]
      : [10, 500, 2000]
  const keystrokes = num('keystrokes', smoke ? 20 : 200)
  return {
    smoke,
    build: !flags.has('no-build'),
    strict: flags.has('strict'),
    selfCheck: flags.has('self-check'),
    runs: Math.round(num('runs', smoke ? 1 : 3)),
    sizes,
    keystrokes,
    floorKeys: smoke ? Math.min(keystrokes, 10) : keystrokes,
    keyInterval: num('key-interval', 150),
    codeEdits: smoke ? 2 : 10,
    switches: smoke ? 3 : 20,
    baselineKeys: (size) => Math.min(keystrokes, size <= 10 ? 200 : size <= 500 ? 40 : 15),
    baselineCapS: num('baseline-cap', smoke ? 30 : 120),
    baselineSizes: text('baseline-sizes')
      ? numberList(text('baseline-sizes'), '--baseline-sizes')
      : sizes.filter((s) => !smoke || s <= 10),
    tokenSeconds: num('token-seconds', smoke ? 1 : 5),
    profileKeys: smoke ? 5 : 60,
    only: (text('only') ?? '').split(',').filter(Boolean),
    seed: Math.round(num('seed', 42)),
  }
}

/** Whether measurement group `name` runs. */
export const runs = (o: BenchOptions, name: string) => o.only.length === 0 || o.only.includes(name)

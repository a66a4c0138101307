import type { CDPSession, Page } from '@playwright/test'
import { prng } from '../bench/generate'

/*
 * Typing faster than the page can keep up, through Chrome's own input pipeline (CDP `Input`):
 * key presses sent in bursts, 5 ms apart, without waiting for the page to handle the previous
 * one (so they queue in the renderer as a fast typist's keys do), and IME compositions
 * (`Input.imeSetComposition`, then `Input.insertText` to commit). What is typed comes from a
 * seeded plan (mulberry32, as the benchmark's generator: no `Math.random`), so a failure
 * reproduces with its seed.
 */

/** One step of a plan: keys sent in a burst, an IME composition, or a pause. */
export type TypingStep =
  | { kind: 'burst'; chars: string[] }
  | { kind: 'compose'; steps: string[]; commit: string }
  | { kind: 'pause'; ms: number }

export interface TypingPlan {
  seed: number
  steps: TypingStep[]
  /** Everything the plan commits, in order: what the field must end with. */
  text: string
  /** Characters typed (keys, and characters committed by compositions). */
  characters: number
}

/** What a plan may type. */
export interface Alphabet {
  /** Characters typed as single key presses (an emoji is one key: an emoji keyboard's). */
  keys: readonly string[]
  /** Compositions: what the IME shows while composing, step by step, then what it commits. */
  compositions: (random: () => number) => { steps: string[]; commit: string }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!

/**
 * Free text: letters (most keys), accented letters, emoji (with a skin tone, a flag, a ZWJ
 * sequence and a variation selector among them), spaces; and Japanese, Chinese, Korean and
 * dead-key compositions.
 */
export const FREE_TEXT: Alphabet = {
  keys: [
    ...LETTERS,
    ...LETTERS,
    ...LETTERS,
    ...'éèêàçñüöäßøåœÉÀÇ',
    ...'     ',
    '😀',
    '🎉',
    '👍🏽',
    '❤️',
    '🇫🇷',
    '👩‍💻',
    '🚀',
  ],
  compositions: (r) =>
    pick(r, [
      { steps: ['に', 'にほ', 'にほん', 'にほんご'], commit: '日本語' },
      { steps: ['か', 'かん', 'かんじ'], commit: '漢字' },
      { steps: ['n', 'ni', 'nih', 'niha', 'nihao'], commit: '你好' },
      {
        steps: ['s', 'sh', 'sha', 'shan', 'shang', 'shangh', 'shangha', 'shanghai'],
        commit: '上海',
      },
      { steps: ['ㅎ', '하', '한'], commit: '한' },
      { steps: ['ㄱ', '그', '글'], commit: '글' },
      { steps: ['´'], commit: 'é' },
      { steps: ['¨'], commit: 'ü' },
    ]),
}

/**
 * A name that stays valid while it is typed (letters, digits, underscore): an IME in its
 * alphanumeric mode composes the word letter by letter and commits it.
 */
export const NAME: Alphabet = {
  keys: [...LETTERS, ...DIGITS, '_'],
  compositions: (r) => {
    const chars = [...LETTERS.slice(0, 26), ...DIGITS, '_']
    const word = Array.from({ length: 2 + Math.floor(r() * 5) }, () => pick(r, chars)).join('')
    return { steps: [...word].map((_, i) => word.slice(0, i + 1)), commit: word }
  },
}

/**
 * A plan of about `characters` characters: bursts of 1–40 keys, each followed now and then by a
 * pause (up to 400 ms, time for the page to catch up, or not) or an IME composition.
 */
export function typingPlan(seed: number, characters: number, alphabet: Alphabet): TypingPlan {
  const r = prng(seed)
  const steps: TypingStep[] = []
  let text = ''
  let count = 0
  while (count < characters) {
    const chars = Array.from({ length: 1 + Math.floor(r() * 40) }, () => pick(r, alphabet.keys))
    steps.push({ kind: 'burst', chars })
    text += chars.join('')
    count += chars.length
    const next = r()
    if (next < 0.25) {
      const c = alphabet.compositions(r)
      steps.push({ kind: 'compose', ...c })
      text += c.commit
      count += [...c.commit].length
    } else if (next < 0.45) steps.push({ kind: 'pause', ms: Math.floor(r() * 400) })
  }
  return { seed, steps, text, characters: count }
}

/** The longest text a key event may carry in Chrome (its cap of 4 UTF-16 units holds a terminating NUL). */
const KEY_TEXT_CAP = 3

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** The key event fields of a character, as a US keyboard sends them (others: the text only). */
function keyOf(ch: string) {
  if (/^[a-zA-Z]$/.test(ch))
    return {
      key: ch,
      code: `Key${ch.toUpperCase()}`,
      windowsVirtualKeyCode: ch.toUpperCase().charCodeAt(0),
    }
  if (/^[0-9]$/.test(ch))
    return { key: ch, code: `Digit${ch}`, windowsVirtualKeyCode: ch.charCodeAt(0) }
  if (ch === ' ') return { key: ' ', code: 'Space', windowsVirtualKeyCode: 32 }
  if (ch === '_') return { key: '_', code: 'Minus', windowsVirtualKeyCode: 189 }
  return { key: ch }
}

/** What the page saw of a plan: its key presses and compositions, and how late keys were handled. */
export interface InputSeen {
  keydowns: number
  compositions: number
  /** The longest a key waited from its `keydown` timestamp until the page handled it (ms). */
  longestWait: number
}

/** What a plan sends as key presses and as compositions (longer emoji are inserted, not keys). */
export function planInput(plan: TypingPlan): { keydowns: number; compositions: number } {
  let keydowns = 0
  let compositions = 0
  for (const step of plan.steps)
    if (step.kind === 'burst') keydowns += step.chars.filter((c) => c.length <= KEY_TEXT_CAP).length
    else if (step.kind === 'compose') compositions++
  return { keydowns, compositions }
}

/** Counts, in the page, the key presses and compositions it receives from now on. */
export async function watchInput(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { keydowns: 0, compositions: 0, longestWait: 0 }
    ;(window as unknown as { __typingSeen: typeof seen }).__typingSeen = seen
    addEventListener(
      'keydown',
      (e) => {
        seen.keydowns++
        seen.longestWait = Math.max(seen.longestWait, performance.now() - e.timeStamp)
      },
      true,
    )
    addEventListener('compositionstart', () => seen.compositions++, true)
  })
}

export async function inputSeen(page: Page): Promise<InputSeen> {
  return page.evaluate(() => (window as unknown as { __typingSeen: InputSeen }).__typingSeen)
}

/** Types plans into whatever has the focus on `page`, through CDP. */
export class FastTypist {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<FastTypist> {
    return new FastTypist(await page.context().newCDPSession(page))
  }

  /** Sends the plan: each burst's keys 5 ms apart, not waiting for the page in between. */
  async type(plan: TypingPlan, intervalMs = 5): Promise<void> {
    for (const step of plan.steps) {
      if (step.kind === 'pause') await sleep(step.ms)
      else if (step.kind === 'burst') {
        const sent: Promise<unknown>[] = []
        for (const ch of step.chars) {
          if (ch.length > KEY_TEXT_CAP) {
            // Longer than a key event may carry (an emoji with a skin tone, a flag, a ZWJ sequence): an emoji keyboard inserts it.
            // Sent after the keys before it have been taken, so the order is kept.
            await Promise.all(sent)
            await this.cdp.send('Input.insertText', { text: ch })
          } else {
            const key = keyOf(ch)
            sent.push(
              this.cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: ch, ...key }),
            )
            sent.push(this.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }))
          }
          await sleep(intervalMs)
        }
        // The burst is in Chrome's queue; the next step goes after it.
        await Promise.all(sent)
      } else {
        for (const text of step.steps) {
          await this.cdp.send('Input.imeSetComposition', {
            text,
            selectionStart: text.length,
            selectionEnd: text.length,
          })
          await sleep(intervalMs)
        }
        await this.cdp.send('Input.insertText', { text: step.commit })
      }
    }
  }

  async close(): Promise<void> {
    await this.cdp.detach()
  }
}

/**
 * "identical", or where `actual` departs from `expected`: the first differing character, what
 * was expected and what was found there, and how many characters are missing or extra.
 */
export function compareTyped(expected: string, actual: string | undefined): string {
  if (actual === expected) return 'identical'
  if (actual === undefined) return 'missing'
  const a = [...expected]
  const b = [...actual]
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++
  const lost = a.slice(start, a.length - end)
  const found = b.slice(start, b.length - end)
  const around = a.slice(Math.max(0, start - 12), start).join('')
  const show = (chars: string[]) =>
    chars.length > 60
      ? `${chars.slice(0, 60).join('')}… (${chars.length} characters)`
      : chars.join('')
  return `differs from character ${start + 1} of ${a.length} (after «${around}»): expected «${show(lost)}», found «${show(found)}»; ${b.length} characters instead of ${a.length}`
}

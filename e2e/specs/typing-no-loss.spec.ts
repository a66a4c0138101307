import type { Locator } from '@playwright/test'
import { test, expect, type StudioPage } from '../fixtures'
import {
  compareTyped,
  FastTypist,
  FREE_TEXT,
  inputSeen,
  NAME,
  planInput,
  typingPlan,
  watchInput,
  type Alphabet,
} from '../support/fastTyping'

/*
 * Nothing lost at any speed: 2,000 characters (letters, accents, emoji, spaces) typed in bursts
 * of keys 5 ms apart — faster than the page handles them, so they queue — and IME
 * compositions, into a function's Description, a parameter's name and a filler phrase, while
 * lint and autosave run (they do by themselves after each change). The field, the store
 * (`getScript`), the code pane and the autosave must all end with exactly the text typed, in
 * order. The plan is seeded (TYPING_SEED overrides the seed), so a failure reproduces; each
 * comparison says where the text departs from what was typed, and what was lost.
 *
 * No timing is asserted here (the benchmark measures speed): the waits are long because a
 * 2-core machine under load may take minutes to work through the queued keys.
 */

const CHARACTERS = 2000
const SEED = Number(process.env.TYPING_SEED ?? 20_251_123)
const CATCH_UP = 240_000

const DESCRIPTION = 'Look up an order by its number.'
const PARAMETER = 'order_number'
const PHRASE = 'One moment'

const SCRIPT = `${JSON.stringify(
  {
    version: '1.0.0',
    sections: {
      main: [
        { answer: {} },
        {
          ai: {
            prompt: { text: 'You are the phone assistant of Example Bakery.' },
            SWAIG: {
              functions: [
                {
                  function: 'lookup_order',
                  description: DESCRIPTION,
                  parameters: {
                    type: 'object',
                    properties: {
                      [PARAMETER]: { type: 'string', description: 'The order number' },
                    },
                    required: [PARAMETER],
                  },
                  web_hook_url: 'https://example.com/swaig/lookup_order',
                  fillers: { 'en-US': [PHRASE] },
                },
              ],
            },
          },
        },
      ],
    },
  },
  null,
  2,
)}\n`

interface FunctionJson {
  description?: string
  parameters?: { properties?: Record<string, unknown>; required?: string[] }
  fillers?: Record<string, string[]>
}

/** Function 1 of a script's JSON text. */
function firstFunction(text: string): FunctionJson {
  const doc = JSON.parse(text) as {
    sections: { main: { ai?: { SWAIG: { functions: FunctionJson[] } } }[] }
  }
  return doc.sections.main.find((s) => s.ai)!.ai!.SWAIG.functions[0]!
}

/** The input's value, or undefined when it is no longer on the page. */
const fieldValue = (field: Locator) => field.inputValue({ timeout: 2000 }).catch(() => undefined)

interface Case {
  what: string
  alphabet: Alphabet
  seed: number
  /** The field before typing. */
  field(studio: StudioPage): Locator
  initial: string
  /** The value in function 1 of the script. */
  read(fn: FunctionJson): string | undefined
}

const CASES: Case[] = [
  {
    what: "a function's Description",
    alphabet: FREE_TEXT,
    seed: SEED,
    field: (studio) => studio.fn.description,
    initial: DESCRIPTION,
    read: (fn) => fn.description,
  },
  {
    // The parameter name field commits only valid, unique names (an invalid one stays in the
    // field with its problem, the script keeps the last valid name): the typed name stays valid
    // throughout — letters, digits and underscores after `order_number` — so every key commits.
    what: "a parameter's name",
    alphabet: NAME,
    seed: SEED + 1,
    field: (studio) => studio.fn.parameters.nameOf(PARAMETER),
    initial: PARAMETER,
    read: (fn) => {
      const names = Object.keys(fn.parameters?.properties ?? {})
      const required = fn.parameters?.required ?? []
      // The parameter is renamed in `required` too, in the same edit.
      return names.length === 1 && required.length === 1 && required[0] === names[0]
        ? names[0]
        : `properties ${JSON.stringify(names)}, required ${JSON.stringify(required)}`
    },
  },
  {
    what: 'a filler phrase',
    alphabet: FREE_TEXT,
    seed: SEED + 2,
    field: (studio) => studio.fn.fillers.phrase('en-US', 1),
    initial: PHRASE,
    read: (fn) => fn.fillers?.['en-US']?.[0],
  },
]

test.describe('nothing typed is lost, at any speed', () => {
  test.describe.configure({ timeout: 600_000 })

  for (const c of CASES) {
    test(`${CHARACTERS} characters in bursts and IME compositions into ${c.what}`, async ({
      studio,
      page,
    }) => {
      const plan = typingPlan(c.seed, CHARACTERS, c.alphabet)
      test.info().annotations.push({
        type: 'typing plan',
        description: `seed ${plan.seed}: ${plan.characters} characters, ${plan.steps.length} steps`,
      })
      const expected = c.initial + plan.text

      await studio.load(SCRIPT, 'no-loss.json')
      await studio.fn.expectShowing('lookup_order')
      await studio.code.ready()

      // The same input to the end (a parameter's row is named after the parameter: its id stays).
      const id = await c.field(studio).getAttribute('id')
      expect(id, `the input of ${c.what} has an id`).toBeTruthy()
      const field = page.locator(`[id="${id}"]`)
      await field.click()
      await page.keyboard.press('ControlOrMeta+End')
      await expect(field).toBeFocused()
      await watchInput(page)
      const typist = await FastTypist.on(page)
      try {
        await typist.type(plan)
      } finally {
        await typist.close()
      }

      const poll = { timeout: CATCH_UP, intervals: [250, 500, 1000, 2000] }
      // The page received real key presses and compositions, as many as were sent.
      await expect
        .poll(async () => {
          const { keydowns, compositions } = await inputSeen(page)
          return { keydowns, compositions }
        }, poll)
        .toEqual(planInput(plan))
      test.info().annotations.push({
        type: 'keys queued',
        description: `the longest a key waited for the page: ${(await inputSeen(page)).longestWait.toFixed(0)} ms`,
      })
      await expect
        .poll(async () => compareTyped(expected, await fieldValue(field)), {
          ...poll,
          message: `the field (${c.what}) shows exactly what was typed`,
        })
        .toBe('identical')
      await expect
        .poll(async () => compareTyped(expected, c.read(firstFunction(await studio.script()))), {
          ...poll,
          message: `the store (getScript) holds exactly what was typed in ${c.what}`,
        })
        .toBe('identical')
      await expect
        .poll(async () => compareTyped(expected, c.read(firstFunction(await studio.code.text()))), {
          ...poll,
          message: `the code pane shows exactly what was typed in ${c.what}`,
        })
        .toBe('identical')
      await expect
        .poll(
          async () => {
            const saved = await studio.savedEnvelope()
            return compareTyped(expected, saved ? c.read(firstFunction(saved.text)) : undefined)
          },
          { ...poll, message: `the autosave holds exactly what was typed in ${c.what}` },
        )
        .toBe('identical')
      await expect(field, `${c.what} kept the focus`).toBeFocused()
    })
  }
})

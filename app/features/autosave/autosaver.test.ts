import { describe, expect, it } from 'vitest'
import { createStudioStore } from '../../store'
import {
  ENVELOPE_VERSION,
  STORAGE_KEY,
  localStorageKeyValue,
  type AutosaveStorage,
  type Envelope,
} from '../../store/persistence'
import { parseScript, starterDoc } from '../../model'
import {
  IDLE_TIMEOUT_MS,
  SAVE_DELAY_MS,
  createAutosaver,
  sameSaved,
  type SaveTiming,
} from './autosaver'

/** Timers and idle callbacks that run only when the test says so. */
function manualTiming() {
  const pending = new Set<{ kind: string; ms: number; fn: () => void }>()
  const add = (kind: string, fn: () => void, ms: number) => {
    const entry = { kind, ms, fn }
    pending.add(entry)
    return () => void pending.delete(entry)
  }
  const timing: SaveTiming = {
    after: (fn, ms) => add('after', fn, ms),
    whenIdle: (fn, ms) => add('idle', fn, ms),
  }
  return {
    timing,
    waiting: () => [...pending].map((e) => `${e.kind} ${e.ms}`),
    /** Runs what is due now (a delay firing may schedule the idle callback: run again). */
    run() {
      for (const entry of [...pending]) {
        pending.delete(entry)
        entry.fn()
      }
    },
  }
}

/** A storage whose writes finish when the test says so. */
function controlledStorage() {
  const writes: { env: Envelope; finish: () => void; fail: (e: unknown) => void }[] = []
  const keptNow: Envelope[] = []
  const storage: AutosaveStorage = {
    ...localStorageKeyValue(undefined as unknown as Storage),
    kind: 'indexedDB',
    keepNow: (env) => keptNow.push(env),
    set: (key, value) =>
      new Promise<void>((resolve, reject) => {
        expect(key).toBe(STORAGE_KEY)
        writes.push({ env: value as Envelope, finish: resolve, fail: reject })
      }),
  }
  return { storage, writes, keptNow }
}

const doc = (name: string) => {
  const r = parseScript(`{"sections": {"main": [{"ai": {"SWAIG": {"functions": [
    {"function": "${name}", "description": "d", "parameters": {"type": "object", "properties": {}}}
  ]}}}]}}`)
  if (!r.ok) throw new Error(r.error.message)
  return r.doc
}

const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve))

function setup() {
  const api = createStudioStore({ doc: starterDoc(), format: 'json' })
  const clock = manualTiming()
  const { storage, writes, keptNow } = controlledStorage()
  const saver = createAutosaver(api, storage, clock.timing)
  api.subscribe((s, prev) => sameSaved(s, prev) || saver.changed())
  const saving = () => saver.progress.getState().saving
  return { api, clock, writes, keptNow, saver, saving }
}

describe('autosave timing', () => {
  it('writes after the delay and an idle moment, once, with the latest state', async () => {
    const { api, clock, writes, keptNow, saving } = setup()
    api.getState().loadDoc(doc('first'), 'json', 'a.json')
    api.getState().loadDoc(doc('second'), 'json', 'b.json')
    expect(saving()).toBe(true)
    // Nothing is serialised or written on the change itself.
    expect(writes).toHaveLength(0)
    expect(clock.waiting()).toEqual([`after ${SAVE_DELAY_MS}`])
    clock.run()
    expect(clock.waiting()).toEqual([`idle ${IDLE_TIMEOUT_MS}`])
    expect(writes).toHaveLength(0)
    clock.run()
    expect(writes).toHaveLength(1)
    expect(writes[0]!.env).toMatchObject({
      version: ENVELOPE_VERSION,
      format: 'json',
      fileName: 'b.json',
    })
    expect(writes[0]!.env.text).toContain('"second"')
    expect(keptNow).toEqual([])
    // Still "saving" until the write is committed.
    expect(saving()).toBe(true)
    writes[0]!.finish()
    await flushPromises()
    expect(saving()).toBe(false)
  })

  it('never runs two writes at once: one more after the running one, with the latest state', async () => {
    const { api, clock, writes, saving } = setup()
    api.getState().loadDoc(doc('first'), 'json')
    clock.run()
    clock.run()
    expect(writes).toHaveLength(1)

    api.getState().loadDoc(doc('second'), 'json')
    clock.run()
    clock.run()
    api.getState().loadDoc(doc('third'), 'json')
    clock.run()
    clock.run()
    expect(writes).toHaveLength(1)

    writes[0]!.finish()
    await flushPromises()
    expect(writes).toHaveLength(2)
    expect(writes[1]!.env.text).toContain('"third"')
    expect(saving()).toBe(true)
    writes[1]!.finish()
    await flushPromises()
    expect(writes).toHaveLength(2)
    expect(saving()).toBe(false)
  })

  it('on page hide, starts writing at once, without waiting for the delay', async () => {
    const { api, clock, writes, keptNow, saver, saving } = setup()
    api.getState().loadDoc(doc('first'), 'json')
    saver.flush()
    expect(writes).toHaveLength(1)
    expect(writes[0]!.env.text).toContain('"first"')
    // With a synchronous copy beside it, in case the browser drops the write as the page goes.
    expect(keptNow).toEqual([writes[0]!.env])
    expect(clock.waiting()).toEqual([])
    // Even beside a running write (IndexedDB commits them in order).
    api.getState().loadDoc(doc('second'), 'json')
    saver.flush()
    expect(writes).toHaveLength(2)
    // Nothing changed since: nothing more to write.
    saver.flush()
    expect(writes).toHaveLength(2)
    writes[0]!.finish()
    writes[1]!.finish()
    await saver.settled()
    expect(saving()).toBe(false)
  })
})

describe('autosave status', () => {
  it('says why when a write fails, and "on" again after the next one succeeds', async () => {
    const { api, writes, saver } = setup()
    api.getState().loadDoc(doc('first'), 'json')
    saver.flush()
    writes[0]!.fail(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    await saver.settled()
    expect(api.getState().autosave).toMatchObject({
      state: 'off',
      reason: expect.stringContaining('Browser storage is full'),
    })

    api.getState().loadDoc(doc('second'), 'json')
    saver.flush()
    // Still off until the write is done: "Saved" only once it is.
    expect(api.getState().autosave.state).toBe('off')
    writes[1]!.finish()
    await saver.settled()
    expect(api.getState().autosave).toEqual({ state: 'on' })
  })

  it('writes nothing while autosave is off for good (newer work in storage)', async () => {
    const { api, clock, writes, saver, saving } = setup()
    const off = { state: 'off', permanent: true, reason: 'newer' } as const
    api.getState().setAutosave(off)
    api.getState().loadDoc(doc('first'), 'json')
    clock.run()
    clock.run()
    saver.flush()
    expect(writes).toHaveLength(0)
    expect(saving()).toBe(false)
    expect(api.getState().autosave).toEqual(off)
  })
})

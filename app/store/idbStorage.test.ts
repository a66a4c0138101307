import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { DB_NAME, STORE_NAME, openIdbStore } from './idbStorage'

/** A database of its own for each test (fake-indexeddb: an in-memory IndexedDB for node). */
const freshIdb = () => new IDBFactory()

describe('IndexedDB key–value store', () => {
  it('writes, reads back and removes values, and keeps them across connections', async () => {
    const idb = freshIdb()
    const store = await openIdbStore(idb)
    expect(await store.get('k')).toBeUndefined()
    const value = { version: 1, text: 'x'.repeat(5 * 1024 * 1024), list: ['a'] }
    await store.set('k', value)
    expect(await store.get('k')).toEqual(value)

    const again = await openIdbStore(idb)
    expect(await again.get('k')).toEqual(value)
    await again.remove('k')
    expect(await store.get('k')).toBeUndefined()
  })

  it('refuses to open where IndexedDB is missing or the browser says no', async () => {
    // Firefox's private browsing (before version 115): the open request fails.
    const failing = {
      open() {
        const req = {} as { error?: DOMException; onerror?: () => void }
        setTimeout(() => {
          req.error = new DOMException('A mutation operation was attempted.', 'InvalidStateError')
          req.onerror?.()
        })
        return req
      },
    } as unknown as IDBFactory
    await expect(openIdbStore(failing)).rejects.toMatchObject({ name: 'InvalidStateError' })
    // Storage blocked by settings: `open` throws.
    const refusing = {
      open() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    } as unknown as IDBFactory
    await expect(openIdbStore(refusing)).rejects.toMatchObject({ name: 'SecurityError' })
  })

  it('refuses a database of that name without its store', async () => {
    const idb = freshIdb()
    await new Promise<void>((resolve) => {
      const req = idb.open(DB_NAME, 1)
      req.onsuccess = () => {
        req.result.close()
        resolve()
      }
    })
    await expect(openIdbStore(idb)).rejects.toThrow(`has no ${STORE_NAME} store`)
  })

  it('a write the browser refuses rejects with its error', async () => {
    const store = await openIdbStore(freshIdb())
    // A function cannot be cloned: `put` throws DataCloneError at once.
    await expect(store.set('k', () => 1)).rejects.toMatchObject({ name: 'DataCloneError' })
    expect(await store.get('k')).toBeUndefined()
  })

  it('lets another tab upgrade the database, and opens it again when next needed', async () => {
    const idb = freshIdb()
    const store = await openIdbStore(idb)
    await store.set('k', 'before')
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open(DB_NAME, 2)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
      // Only reached when this connection closed on `versionchange`.
      req.onblocked = () => reject(new Error('blocked'))
    })
    expect(upgraded.version).toBe(2)
    upgraded.close()
    expect(await store.get('k')).toBe('before')
    await store.set('k', 'after')
    expect(await store.get('k')).toBe('after')
  })
})

/*
 * A small key–value store over one IndexedDB object store: a promise wrapper over the raw API,
 * which is all autosave needs (no dependency).
 *
 * Why IndexedDB: localStorage holds about 5 MB of UTF-16 per origin, less than a script of a few
 * thousand functions, and each of its writes is synchronous. IndexedDB's quota is a share of the
 * disk, and a value is handed to the browser as a structured clone (a copy, no JSON) and written
 * off the main thread.
 */

export const DB_NAME = 'swaig-studio'
export const STORE_NAME = 'autosave'

export interface KeyValueStore {
  /** The value under `key`, or `undefined` when there is none. */
  get(key: string): Promise<unknown>
  /** Resolves once the write is committed; rejects with the browser's error (quota, …). */
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

/**
 * Opens the database (creating it on a first visit). Rejects where IndexedDB is missing or
 * refused: private browsing in some browsers, storage blocked by settings.
 */
export async function openIdbStore(
  factory: IDBFactory | undefined = globalIndexedDB(),
  name: string = DB_NAME,
): Promise<KeyValueStore> {
  if (!factory) throw new Error('IndexedDB is not available')
  /** The open connection, once there is one: a write then starts without waiting a tick. */
  let connection: IDBDatabase | undefined
  let opening: Promise<IDBDatabase> | undefined
  const connect = () =>
    (opening ??= open(factory, name, () => {
      // Another tab upgrades the database: it has been let; open again when next needed.
      connection = undefined
      opening = undefined
    }).then(
      (d) => (connection = d),
      (error: unknown) => {
        opening = undefined
        throw error
      },
    ))
  // Fails here, not at the first save, when the browser refuses the database.
  await connect()

  function run<T>(
    mode: IDBTransactionMode,
    request: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    // Synchronous when connected: a write asked for in `pagehide` starts within that event.
    if (connection) return transact(connection, mode, request)
    return connect().then((d) => transact(d, mode, request))
  }

  return {
    get: (key) => run('readonly', (s) => s.get(key)),
    set: (key, value) => run('readwrite', (s) => s.put(value, key)).then(() => undefined),
    remove: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
  }
}

/** One request in its own transaction; settles when the transaction does. */
function transact<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // `transaction` and `put` can throw at once (closed connection, uncloneable value).
    try {
      const tx = db.transaction(STORE_NAME, mode)
      const req = request(tx.objectStore(STORE_NAME))
      // Settled when the transaction is, not the request: a write is kept only once committed,
      // and a quota error is reported as the transaction's error.
      tx.oncomplete = () => resolve(req.result)
      tx.onabort = () => reject(tx.error ?? req.error ?? new Error('the write was aborted'))
      // Nothing more will be asked of it: commit now, not when this task ends. This is what saves
      // a write started in `pagehide`: without it, Chromium drops the transaction as the page
      // goes (an edit made just before a reload was lost, every time, in the e2e test).
      tx.commit?.()
    } catch (error) {
      reject(error)
    }
  })
}

/**
 * Opens the database at whatever version it is: the envelope's own `version` says whether a
 * newer app wrote it (see persistence.ts), so a database a newer app upgraded is still read.
 */
function open(factory: IDBFactory, name: string, onVersionChange: () => void) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(name)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE_NAME)
    req.onsuccess = () => {
      const db = req.result
      if (!db.objectStoreNames.contains(STORE_NAME)) {
        db.close()
        reject(new Error(`IndexedDB database ${name} has no ${STORE_NAME} store`))
        return
      }
      db.onversionchange = () => {
        db.close()
        onVersionChange()
      }
      resolve(db)
    }
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
  })
}

/** `indexedDB`, or `undefined` where even reading it throws (sandboxed frames). */
function globalIndexedDB(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

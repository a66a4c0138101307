/**
 * Stable local ids for React keys and DOM ids of list editors. Keying by a name would remount
 * an input while its name is typed (and lose focus); keying by position would move state to
 * the wrong row on reorder. These registries give each row an id that follows it.
 */

let counter = 0
const nextId = () => `k${(++counter).toString(36)}`

/** Ids for the keys of an object: each id follows its key, also through a rename. */
export class KeyIds {
  private readonly byName = new Map<string, string>()

  /** One distinct id per name, stable across calls for the same name. */
  idsFor(names: readonly string[]): string[] {
    const used = new Set<string>()
    return names.map((name) => {
      let id = this.byName.get(name)
      if (id === undefined || used.has(id)) {
        id = nextId()
        this.byName.set(name, id)
      }
      used.add(id)
      return id
    })
  }

  /** Carries the id of `from` over to `to` (call before committing the renamed data). */
  rename(from: string, to: string): void {
    const id = this.byName.get(from)
    if (id === undefined) return
    this.byName.delete(from)
    this.byName.set(to, id)
  }
}

/** Ids for the items of an array, kept in step with local inserts, removals and moves. */
export class ListIds {
  private ids: string[] = []

  /** The ids for a list of `length` items: new items get new ids, removed ones drop theirs. */
  sync(length: number): string[] {
    while (this.ids.length < length) this.ids.push(nextId())
    if (this.ids.length > length) this.ids = this.ids.slice(0, length)
    return this.ids.slice()
  }

  /** Reserves an id for an item inserted at `at`, and returns it. */
  insert(at: number): string {
    const id = nextId()
    this.ids.splice(at, 0, id)
    return id
  }

  remove(at: number): void {
    this.ids.splice(at, 1)
  }

  move(from: number, to: number): void {
    const target = Math.max(0, Math.min(this.ids.length - 1, to))
    const [id] = this.ids.splice(from, 1)
    if (id !== undefined) this.ids.splice(target, 0, id)
  }

  idAt(at: number): string | undefined {
    return this.ids[at]
  }
}

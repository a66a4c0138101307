/**
 * Which functions have which name, kept up to date one function at a time: what
 * `duplicate-function-name` needs (the first function with a name, and the others that have
 * it) without a pass over every function on each lint.
 */
export class NameIndex {
  /** Name → the indexes of the functions that have it, ascending (never empty). */
  private readonly byName = new Map<string, number[]>()

  /** The indexes of the functions named `name`, ascending (empty when none). */
  holders(name: string): readonly number[] {
    return this.byName.get(name) ?? NONE
  }

  add(name: string, index: number): void {
    const list = this.byName.get(name)
    if (!list) {
      this.byName.set(name, [index])
      return
    }
    let at = list.length
    while (at > 0 && list[at - 1]! > index) at--
    list.splice(at, 0, index)
  }

  remove(name: string, index: number): void {
    const list = this.byName.get(name)
    const at = list ? list.indexOf(index) : -1
    if (at < 0) return
    if (list!.length === 1) this.byName.delete(name)
    else list!.splice(at, 1)
  }

  clear(): void {
    this.byName.clear()
  }
}

const NONE: readonly number[] = []

import {
  childPointer,
  moveItemOps,
  moveKeyOps,
  removeAt,
  renameKeyOps,
  setAt,
  valueAt,
  type JsonValue,
  type PatchOp,
} from '../model/core'

/**
 * Runs an edit: `build` gives the operations for the document as it is when the edit is made;
 * `sourceId` is the DOM id of the input typed in (edits with the same source make one undo
 * step), absent for structural edits (add, remove, move: one undo step each).
 */
export type RunEdit = (build: (root: JsonValue) => PatchOp[], sourceId?: string) => void

/**
 * A place in the script that a part of a form edits, and the edits it can make there, each one
 * a JSON Patch operation that says what it does: set or remove the value, rename or move a key,
 * insert, remove or move an item. Forms hand targets down to the editors of their parts.
 */
export class EditTarget {
  constructor(
    /** The JSON pointer of the value in the document. */
    readonly pointer: string,
    private readonly run: RunEdit,
  ) {}

  /** The target of a child (an object key or a list index). */
  at(...tokens: (string | number)[]): EditTarget {
    let pointer = this.pointer
    for (const t of tokens) pointer = childPointer(pointer, t)
    return new EditTarget(pointer, this.run)
  }

  /** Sets the value (`add` or `replace`, creating the objects on the way); `undefined` removes it. */
  set(value: unknown, sourceId?: string): void {
    this.run((root) => setAt(root, this.pointer, value), sourceId)
  }

  remove(sourceId?: string): void {
    this.run((root) => removeAt(root, this.pointer), sourceId)
  }

  /** Renames a key of this object in its place. */
  renameKey(from: string, to: string, sourceId?: string): void {
    this.run(() => renameKeyOps(this.pointer, from, to), sourceId)
  }

  /** Moves a key of this object by `offset` places. */
  moveKey(key: string, offset: number): void {
    this.run((root) => moveKeyOps(root, this.pointer, key, offset))
  }

  /** Inserts an item into this list at `index` (creating the list when there is none). */
  insert(index: number, value: unknown): void {
    this.run((root) => {
      const list = valueAt(root, this.pointer)
      if (list === undefined) return setAt(root, this.pointer, [value])
      return [{ op: 'add', path: childPointer(this.pointer, index), value }]
    })
  }

  removeItem(index: number): void {
    this.run((root) => removeAt(root, childPointer(this.pointer, index)))
  }

  moveItem(from: number, to: number): void {
    this.run(() => moveItemOps(this.pointer, from, to))
  }

  /** Any other edit, stated as operations (relative paths are not allowed: use `pointer`). */
  edit(build: (root: JsonValue, pointer: string) => PatchOp[], sourceId?: string): void {
    this.run((root) => build(root, this.pointer), sourceId)
  }
}

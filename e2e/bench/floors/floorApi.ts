/** What the floor pages expose to the benchmark (through `page.evaluate`). */
export interface FloorMonaco {
  /** Replaces the model's text (as the app's first text: `setValue`). */
  setText(text: string): void
  /** Puts the cursor at a character offset of the text and focuses the editor. */
  placeCursor(offset: number): void
  /** The model's text. */
  text(): string
}

declare global {
  interface Window {
    __floorMonaco?: FloorMonaco
  }
}

/**
 * The lines of a rewritten value, with every line at the start and at the end whose content did
 * not change taken from the old text as it was (its exact spaces included). `oldRendered` is the
 * old value written the way `fresh` was; it must have as many lines as `oldSource`, else the old
 * text is laid out differently (a wrapped folded scalar) and `fresh` comes back as it is.
 */
export function reuseLines(
  oldRendered: readonly string[],
  oldSource: readonly string[],
  fresh: readonly string[],
): string[] {
  const out = [...fresh]
  if (oldRendered.length !== oldSource.length) return out
  const max = Math.min(oldRendered.length, fresh.length)
  let head = 0
  while (head < max && oldRendered[head] === fresh[head]) {
    out[head] = oldSource[head]!
    head++
  }
  for (let k = 1; k <= max - head; k++) {
    const o = oldRendered.length - k
    if (oldRendered[o] !== fresh[fresh.length - k]) break
    out[fresh.length - k] = oldSource[o]!
  }
  return out
}

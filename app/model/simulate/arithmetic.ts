/**
 * `@{expr …}`: arithmetic on literal numbers (`+ - * /`, parentheses, unary minus), as the
 * template-functions page documents. `undefined` for anything else.
 */
export function evaluateArithmetic(text: string): number | undefined {
  const tokens = text.match(/\d+(?:\.\d+)?|\.\d+|[-+*/()]|\S/g) ?? []
  let i = 0
  const peek = () => tokens[i]
  const next = () => tokens[i++]

  function primary(depth: number): number | undefined {
    if (depth > 100) return undefined
    const t = next()
    if (t === undefined) return undefined
    if (t === '-') {
      const v = primary(depth + 1)
      return v === undefined ? undefined : -v
    }
    if (t === '+') return primary(depth + 1)
    if (t === '(') {
      const v = sum(depth + 1)
      return next() === ')' ? v : undefined
    }
    return /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t) ? Number(t) : undefined
  }
  function product(depth: number): number | undefined {
    let v = primary(depth)
    while (v !== undefined && (peek() === '*' || peek() === '/')) {
      const op = next()
      const r = primary(depth)
      if (r === undefined) return undefined
      v = op === '*' ? v * r : v / r
    }
    return v
  }
  function sum(depth: number): number | undefined {
    let v = product(depth)
    while (v !== undefined && (peek() === '+' || peek() === '-')) {
      const op = next()
      const r = product(depth)
      if (r === undefined) return undefined
      v = op === '+' ? v + r : v - r
    }
    return v
  }

  const v = sum(0)
  return v === undefined || i !== tokens.length || !Number.isFinite(v) ? undefined : v
}

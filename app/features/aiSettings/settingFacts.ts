import type { SettingSpec } from '../../../schemas/aiForms'

const fmt = (n: number) => n.toLocaleString('en-US')

/** "Default 700 ms", "250 to 10,000 ms": what a person should know besides the help. */
export function settingFacts(spec: SettingSpec): string[] {
  const unit = spec.unit ? ` ${spec.unit}` : ''
  const facts: string[] = []
  const d = spec.default
  if (typeof d === 'number') facts.push(`Default ${fmt(d)}${unit}`)
  else if (typeof d === 'boolean') facts.push(`Default ${d ? 'on' : 'off'}`)
  else if (typeof d === 'string' && d.length <= 40) facts.push(`Default ${d}`)
  const { minimum: min, maximum: max } = spec
  if (min !== undefined && max !== undefined) facts.push(`${fmt(min)} to ${fmt(max)}${unit}`)
  else if (min !== undefined) facts.push(`At least ${fmt(min)}${unit}`)
  else if (max !== undefined) facts.push(`At most ${fmt(max)}${unit}`)
  else if (unit && typeof d !== 'number') facts.push(`In ${spec.unit}`)
  return facts
}

/** The label of "no value" for a setting: "Default (on)", "Default (international)". */
export function defaultLabel(spec: SettingSpec): string {
  const d = spec.default
  if (typeof d === 'boolean') return `Default (${d ? 'on' : 'off'})`
  if (typeof d === 'string' || typeof d === 'number') return `Default (${d})`
  return 'Not set'
}

/** Text typed for a setting that also takes true/false (or a whole number), as written. */
export function looseValue(text: string | undefined, loose: SettingSpec['loose']): unknown {
  if (text === undefined || !loose) return text
  const t = text.trim()
  if (t === 'true' || t === 'false') return t === 'true'
  if (loose === 'boolInt' && /^-?\d+$/.test(t)) return Number(t)
  return text
}

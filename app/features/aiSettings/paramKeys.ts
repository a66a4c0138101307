import { PARAM_SPECS, type SettingGroup, type SettingSpec } from '../../../schemas/aiForms'

/** The settings of a group that match a search (title, help or key; every word). */
export function matchingSpecs(group: SettingGroup, query: string): SettingSpec[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return group.keys
    .map((key) => PARAM_SPECS.get(key)!)
    .filter((spec) => {
      if (words.length === 0) return true
      const text = `${spec.title}\n${spec.description}\n${spec.key}`.toLowerCase()
      return words.every((w) => text.includes(w))
    })
}

/** The keys of `params` that no page lists: shown and kept in "Other settings". */
export const isUnlistedParam = (key: string) => !PARAM_SPECS.has(key)

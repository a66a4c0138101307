import type { parseYaml } from './parseYaml'
import type { serializeYaml } from './serializeYaml'

/**
 * YAML is read and written by the `yaml` package, a large library most sessions never need (a
 * script is JSON until someone opens or exports YAML). So it loads on demand, as its own chunk:
 * `loadYaml()` before reading or writing YAML; `parseScript` and `serializeScript` use it once
 * it is there. A document read from YAML implies it was loaded.
 */
export interface YamlSupport {
  parseYaml: typeof parseYaml
  serializeYaml: typeof serializeYaml
}

let loaded: YamlSupport | undefined
let loading: Promise<YamlSupport> | undefined

/** The YAML reader and writer, once `loadYaml()` has resolved; otherwise `undefined`. */
export function yamlSupport(): YamlSupport | undefined {
  return loaded
}

/** Loads the YAML reader and writer (once; later calls return the same promise). */
export function loadYaml(): Promise<YamlSupport> {
  loading ??= Promise.all([import('./parseYaml'), import('./serializeYaml')]).then(
    ([p, s]) => (loaded = { parseYaml: p.parseYaml, serializeYaml: s.serializeYaml }),
  )
  return loading
}

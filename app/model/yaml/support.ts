import type { parseYaml } from './parseYaml'
import type { serializeYaml } from './serializeYaml'

/**
 * YAML is read and written by the `yaml` package, a large library most sessions never need (a
 * script is JSON until someone opens or exports YAML). So in the app (which imports
 * `model/core`) it loads on demand, as its own chunk: `loadYaml()` before reading or writing
 * YAML; `parseScript` and `serializeScript` use it once it is there. A document read from YAML
 * implies it was loaded. The public entry point (`model/index.ts`) provides it at once, so
 * `parseScript` reads YAML synchronously there, as it always has.
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

/** Makes YAML available at once (the public entry point, `index.ts`, does this). */
export function provideYaml(support: YamlSupport): void {
  loaded = support
  loading ??= Promise.resolve(support)
}

/** Loads the YAML reader and writer (once; later calls return the same promise). */
export function loadYaml(): Promise<YamlSupport> {
  loading ??= Promise.all([import('./parseYaml'), import('./serializeYaml')]).then(
    ([p, s]) => (loaded = { parseYaml: p.parseYaml, serializeYaml: s.serializeYaml }),
  )
  return loading
}

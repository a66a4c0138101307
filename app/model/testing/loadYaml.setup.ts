/**
 * Vitest setup: YAML support loads on demand in the app (see `yaml/support.ts`); tests read and
 * write YAML synchronously, so it is loaded before any test runs.
 */
import { loadYaml } from '../yaml/support'

await loadYaml()

import { PROMPT_SETTING_SPECS } from '../../../schemas/aiForms'
import { AI_KEY_PAGES } from './aiKeyPages'

export { AI_KEY_PAGES } from './aiKeyPages'

export const AI_KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(AI_KEY_PAGES))

const TUNING = PROMPT_SETTING_SPECS.map((s) => s.key)
/** The keys of `prompt` the pages edit (contexts on "Conversation flow"). */
export const PROMPT_KEYS: ReadonlySet<string> = new Set(['text', 'pom', 'contexts', ...TUNING])
/** The keys of `post_prompt` the Script settings page edits. */
export const POST_PROMPT_KEYS: ReadonlySet<string> = new Set(['text', 'pom', ...TUNING])

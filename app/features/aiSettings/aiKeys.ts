import { PROMPT_SETTING_SPECS } from '../../../schemas/aiForms'
import type { PageKind } from '../../store'

/** The keys of the `ai` step, by the page that edits them (others: "Other fields" of Script settings). */
export const AI_KEY_PAGES: Readonly<Record<string, PageKind>> = {
  prompt: 'settings',
  post_prompt: 'settings',
  post_prompt_url: 'settings',
  post_prompt_auth_user: 'settings',
  post_prompt_auth_password: 'settings',
  global_data: 'settings',
  params: 'behaviour',
  languages: 'languages',
  hints: 'languages',
  pronounce: 'languages',
  SWAIG: 'swaig',
}

export const AI_KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(AI_KEY_PAGES))

const TUNING = PROMPT_SETTING_SPECS.map((s) => s.key)
/** The keys of `prompt` the pages edit (contexts on "Conversation flow"). */
export const PROMPT_KEYS: ReadonlySet<string> = new Set(['text', 'pom', 'contexts', ...TUNING])
/** The keys of `post_prompt` the Script settings page edits. */
export const POST_PROMPT_KEYS: ReadonlySet<string> = new Set(['text', 'pom', ...TUNING])

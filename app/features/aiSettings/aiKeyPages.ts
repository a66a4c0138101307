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

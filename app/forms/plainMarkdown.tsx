import type { ReactNode } from 'react'

/**
 * Stands in for `markdown-to-jsx/react` in the build (see `resolve.alias` in vite.config.ts).
 * rjsf renders `<Markdown>` only where a uiSchema sets `enableMarkdownInDescription` (ours never
 * do) and for its own configuration errors; the library is about 25 KB gzipped on the path to
 * the first form. Here the text shows as it is written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

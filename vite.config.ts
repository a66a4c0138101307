/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { swaigDevServer } from './app/devserver/vitePlugin.ts'

/** `fast-uri` for `@rjsf/utils` only: see app/forms/uriResolver.ts. */
const rjsfUriResolver = (): Plugin => ({
  name: 'swaig-studio:rjsf-uri-resolver',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'fast-uri' && importer?.includes('/@rjsf/utils/'))
      return fileURLToPath(new URL('app/forms/uriResolver.ts', import.meta.url))
    return undefined
  },
})

export default defineConfig({
  plugins: [react(), swaigDevServer(), rjsfUriResolver()],
  resolve: {
    alias: {
      // rjsf's Markdown renderer, used only for options our forms never set: see the module.
      'markdown-to-jsx/react': fileURLToPath(
        new URL('app/forms/plainMarkdown.tsx', import.meta.url),
      ),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
  worker: { format: 'es' },
  // Dependencies that load lazily: pre-bundled at start, so the dev server never has to reload the
  // page when the code pane or the client preview first opens.
  optimizeDeps: {
    include: [
      '@signalwire/js',
      'monaco-editor/editor',
      'monaco-editor/editor/contrib/suggest/browser/suggestController',
      'monaco-editor/editor/contrib/snippet/browser/snippetController2',
      'monaco-editor/languages/features/json/register',
      'monaco-editor/features/codicon/register',
      'monaco-editor/features/find/register',
      'monaco-editor/features/folding/register',
      'monaco-editor/features/hover/register',
      'monaco-editor/features/suggest/register',
      'monaco-editor/features/codeAction/register',
      'monaco-editor/features/gotoError/register',
      'monaco-editor/features/bracketMatching/register',
      'monaco-editor/features/wordHighlighter/register',
      'monaco-editor/features/multicursor/register',
      'monaco-editor/features/linesOperations/register',
      'monaco-editor/features/comment/register',
      'monaco-editor/features/clipboard/register',
      'monaco-editor/features/contextmenu/register',
      'monaco-editor/features/format/register',
      'monaco-editor/features/smartSelect/register',
      'monaco-editor/features/indentation/register',
      'monaco-editor/features/cursorUndo/register',
      'monaco-editor/features/wordOperations/register',
      'monaco-editor/features/gotoLine/register',
      'monaco-editor/features/quickCommand/register',
      'monaco-editor/features/readOnlyMessage/register',
    ],
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['app/model/testing/loadYaml.setup.ts'],
    testTimeout: 20_000,
  },
})

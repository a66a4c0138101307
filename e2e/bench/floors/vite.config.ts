/**
 * Build of the benchmark's floor pages (e2e/bench/floors), apart from the app's build:
 * `vite build --config e2e/bench/floors/vite.config.ts` writes bench-results/floors-dist, served
 * by `vite preview` with the same config, as the app is. Three pages: `input.html` (a plain
 * input and text area), `monaco.html` (Monaco as the app bundles it, alone) and `form.html`
 * (one rjsf form of the starter's function). Resolution and workers are set as in the app's
 * own vite.config.ts, so the same code is bundled the same way.
 */
import { join } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const here = import.meta.dirname
const root = join(here, '..', '..', '..')

export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  resolve: {
    alias: {
      // As in the app: rjsf's Markdown renderer is replaced by the app's plain one.
      'markdown-to-jsx/react': join(root, 'app', 'forms', 'plainMarkdown.tsx'),
    },
  },
  build: {
    outDir: join(root, 'bench-results', 'floors-dist'),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: {
        input: join(here, 'input.html'),
        monaco: join(here, 'monaco.html'),
        form: join(here, 'form.html'),
      },
    },
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
})

/**
 * Build of the benchmark's baseline page only (e2e/bench/baseline), separate from the app's
 * build: `vite build --config e2e/bench/vite.config.ts` writes bench-results/baseline-dist.
 */
import { join } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const root = join(import.meta.dirname, '..', '..')

export default defineConfig({
  root: join(import.meta.dirname, 'baseline'),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: join(root, 'bench-results', 'baseline-dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 10_000,
  },
  preview: { host: '127.0.0.1' },
})

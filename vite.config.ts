/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { swaigDevServer } from './app/devserver/vitePlugin'

export default defineConfig({
  plugins: [react(), swaigDevServer()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
  worker: { format: 'es' },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})

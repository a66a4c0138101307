// ESLint flat config. The `no-restricted-imports` blocks hold the layering of the app (see
// README, "Architecture"): model imports nothing of the app, components import neither store
// nor model, browser code never imports the dev server.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})
const APP_LAYERS = ['store', 'forms', 'monaco', 'features', 'components']
// Relative imports of the named app folders (package imports such as monaco-editor/features pass).
const only = (names, message) =>
  names.map((name) => ({ regex: `^\\.{1,2}/(.*/)?${name}(/|$)`, message }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.e2e-dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  layer(
    ['app/model/**'],
    [
      ...only(
        [...APP_LAYERS, 'devserver'],
        'app/model is pure TypeScript: it imports nothing of the app.',
      ),
      {
        group: ['react', 'react-dom', 'zustand', 'monaco-editor', 'monaco-editor/*', '@rjsf/*'],
        message: 'app/model has no UI dependencies.',
      },
    ],
  ),
  layer(
    ['app/components/**'],
    [
      ...only(
        ['store', 'model', 'features', 'devserver'],
        'components are presentational: props in, events out.',
      ),
    ],
  ),
  layer(
    ['app/store/**', 'app/forms/**', 'app/monaco/**'],
    [...only(['features', 'devserver'], 'store, forms and monaco sit below features.')],
  ),
  layer(
    ['app/features/**', 'app/*.tsx', 'app/*.ts'],
    [...only(['devserver'], 'browser code never imports the dev server.')],
  ),
  layer(
    ['app/devserver/**'],
    [
      ...only(APP_LAYERS, 'the dev server is Node-only: it imports app/model at most.'),
      {
        group: ['react', 'react-dom', 'zustand', 'monaco-editor', '@rjsf/*'],
        message: 'the dev server is Node-only.',
      },
    ],
  ),
  {
    files: ['e2e/**', 'app/devserver/**', '*.config.*', 'vite.config.ts'],
    rules: { 'no-console': 'off' },
  },
)

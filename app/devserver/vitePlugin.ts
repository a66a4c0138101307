import type { Plugin } from 'vite'

/** The dev-server side of SWAIG Studio: registered under `vite` and `vite preview`. */
export function swaigDevServer(): Plugin {
  return { name: 'swaig-studio-devserver' }
}

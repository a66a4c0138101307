#!/usr/bin/env node
// The `swaig-studio` command (package.json "bin"): runs the TypeScript entry with tsx, a
// development dependency, so `npx swaig-studio …` works from a clone after `npm install`.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('./main.ts')
process.exitCode = await main(process.argv.slice(2))

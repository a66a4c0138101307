import { lazy } from 'react'

/*
 * The settings pages of the ai step load as one chunk of their own (with the schemas they read),
 * when a page is first shown: the first screen does not wait for them.
 */
const pages = () => import('./pageModules')

export const ScriptSettingsPage = lazy(() => pages().then((m) => ({ default: m.ScriptSettings })))
export const ParamsPage = lazy(() => pages().then((m) => ({ default: m.ParamsPage })))
export const LanguagesPage = lazy(() => pages().then((m) => ({ default: m.LanguagesPage })))
export const FlowPage = lazy(() => pages().then((m) => ({ default: m.FlowPage })))
export const HookEditor = lazy(() => pages().then((m) => ({ default: m.HookEditor })))

// `@onboarding/flow/prerender`: the build-time side of the entry page (issue 21). Node only — it imports
// react-dom/server, which a page never needs.
export { renderEntryPage } from './prerender/renderEntryPage';
export type { EntryPage } from './prerender/renderEntryPage';
export { PRERENDERED_ATTRIBUTE } from './prerender/firstScreenInputs';
export type { FirstScreenInputs } from './prerender/firstScreenInputs';

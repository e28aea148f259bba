// The build's server-side entry (tooling/tsup-config/prerender.js, issue 21): the brand and the flow's renderer, which
// renders this brand's entry page in each of its locales at build time.
export { renderEntryPage } from '@onboarding/flow/prerender';
export { brand } from './brand';

// The steps area's public API, re-exported by the package index.
export { STEP_CALLS } from './calls';

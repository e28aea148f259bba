// The codes area's public API, re-exported by the package index.
export { CODE_CALLS } from './calls';

// The documents area's public API, re-exported by the package index.
export { DOCUMENT_CALLS } from './calls';

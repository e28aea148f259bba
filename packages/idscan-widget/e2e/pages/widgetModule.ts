// The host page of the e2e tests: the built package (dist/, exactly what a host installs), bundled by esbuild
// the way a host's bundler would, and exposed to the tests as `globalThis.idscan`.
import * as idscan from '../../dist/index.js';

Object.assign(globalThis, { idscan });

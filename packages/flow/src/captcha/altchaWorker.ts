// The ALTCHA solver's Web Worker (started by altchaCaptcha's `solveInWorkers`; built as dist/altchaWorker.js beside the
// bundle). altcha-lib's own worker entries derive keys with node:crypto; this one uses the browser's SubtleCrypto.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

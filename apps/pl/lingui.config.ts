import { linguiConfig } from '@repo/tsup-config/lingui';

// Only for the Lingui macros of the packages this app builds from source (vite.config.ts): the app has no
// messages or catalogs of its own.
export default linguiConfig(import.meta.dirname);

import { linguiConfig } from '@repo/tsup-config/lingui';

// The Lingui macro (run on the packages' source by the Vite plugin) looks for a config from the working
// directory, which is this app when Storybook builds or tests. It reads only the macro settings: the
// catalogs belong to each package.
export default linguiConfig(import.meta.dirname);

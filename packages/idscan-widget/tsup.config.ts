import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // Theming is plain CSS with custom properties, shipped as written: nothing is injected at run time, so the
  // widget works under a CSP without 'unsafe-inline' (DESIGN §6). Hosts import '@onboarding/idscan-widget/styles.css'.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});

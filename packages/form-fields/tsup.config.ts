import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // The stylesheet ships as written (plain CSS, no run-time injection): hosts import
  // '@onboarding/form-fields/styles.css' once.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});

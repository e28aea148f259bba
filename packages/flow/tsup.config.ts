import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // The stylesheet is plain CSS the host imports (`@onboarding/flow/styles.css`): nothing is injected at run time.
  onSuccess: async () => {
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});

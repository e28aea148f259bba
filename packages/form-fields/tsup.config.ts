import { copyFile } from 'node:fs/promises';
import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // The stylesheets ship as written (plain CSS, no run-time injection): hosts import
  // '@onboarding/form-fields/styles.css' once; it @imports the design tokens ('./tokens.css', also exported alone).
  onSuccess: async () => {
    await copyFile('src/tokens.css', 'dist/tokens.css');
    await copyFile('src/styles.css', 'dist/styles.css');
  },
});

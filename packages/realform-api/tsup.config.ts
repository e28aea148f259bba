import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig({
  // Two entries sharing chunks: the package, and `./client` for a first page that only talks to the server.
  entry: { index: 'src/index.ts', client: 'src/client/index.ts' },
});

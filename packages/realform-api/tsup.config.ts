import { defineLibraryConfig } from '@repo/tsup-config';

export default defineLibraryConfig();

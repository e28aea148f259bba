// The whole public API in one import, as the brand apps and Storybook use it: the subpaths `./core` (no React),
// `./react` and `./mount` together. Each entry lists its exports by name (src/entries/).
export * from './entries/core';
export * from './entries/mount';
export * from './entries/react';

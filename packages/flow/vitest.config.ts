import { defineVitestConfig } from '@repo/vitest-config';

// The files share a worker's modules and jsdom (CI time), except those that mock a module with vi.mock or build the
// router over history and globals the next file would inherit.
export default defineVitestConfig({
  environment: 'jsdom',
  isolatedFiles: [
    'src/screens/identity/HowToTakePictureScreen.test.tsx',
    'src/screens/identity/upload/DesktopUploadScreen.test.tsx',
    'src/screens/identity/upload/MobileUploadScreen.test.tsx',
    'src/routing/createOnboardingRouter.test.tsx',
    // Renders in Node (the build's prerender), setting the device store's initial state.
    'src/prerender/renderEntryPage.test.tsx',
  ],
});

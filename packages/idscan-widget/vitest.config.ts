import { defineVitestConfig } from '@repo/vitest-config';

// The files share a worker's modules and jsdom (CI time), except those that mock a module with vi.mock and the
// packaging test, which runs the built script-tag file in the page's globals.
export default defineVitestConfig({
  environment: 'jsdom',
  isolatedFiles: ['src/capture/loadFaceDetector.test.ts', 'src/react/CameraCapture.test.tsx', 'src/react/LivenessCapture.test.tsx', 'test/packaging.test.ts'],
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The widget is a workspace package with React 19 among its own devDependencies: without this, its imports of
    // react would find that copy, and the page would run two Reacts. One React — this app's 18.3.1 — for both.
    dedupe: ['react', 'react-dom'],
  },
  // The widget loads its frame-check worker with new URL('./frameWorker.js', import.meta.url): pre-bundling in the
  // dev server would break that path.
  optimizeDeps: { exclude: ['@onboarding/idscan-widget'] },
  // The face detector (face-api, 1.3 MB) is a chunk of its own, loaded on the face steps only.
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});

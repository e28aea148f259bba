import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves this build's files under /static/eu/ and its index.html for every page path of the brand
// (S0 §2 base paths), so asset URLs are absolute and deep links work on reload.
export default defineConfig({
  base: '/static/eu/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: {
    proxy: { '/realform': 'http://localhost:8080' },
  },
});

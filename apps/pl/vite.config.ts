import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves this build's files under /static/pl/ and its index.html for every page path of the brand
// (S0 §2 base paths), so built asset URLs are absolute and deep links work on reload. The dev server serves the
// app at every path instead (base '/'), with the API proxied to the realform server of `pnpm start`.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/static/pl/' : '/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 450 },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/realform': 'http://localhost:8080' },
  },
}));

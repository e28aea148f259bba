import { brandAppViteConfig } from '@repo/tsup-config/brand-app-vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared with the other brand's app (tooling/tsup-config/brand-app-vite.js: base paths, package sources aliased
// for route splitting, CSP-safe assets, the dev proxy); lingui.config.ts here is the packages' config.
export default defineConfig(brandAppViteConfig({ staticBase: '/static/pl/', devPort: 5173, react }));

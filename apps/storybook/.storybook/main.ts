import { linguiMacroVitePlugin } from '@repo/tsup-config/lingui-macro';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

/** One Storybook over every package's stories: the designers' entry point (docs/architecture.md#the-product). */
const config: StorybookConfig = {
  stories: [
    // The design system's docs pages (tokens, usage guidance, composing a question page) first, then every package's stories.
    '../src/docs/**/*.mdx',
    '../src/docs/**/*.stories.@(ts|tsx)',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [
    // Mock Service Worker's worker script, at the root of the preview (its scope must cover iframe.html): the flow's
    // stories answer the realform calls at the network level. msw/ holds a link to the installed msw's own file, so
    // the worker always matches the library's version (msw's postinstall, which would copy it, is not run).
    '../msw',
    // The brands' header images and favicons, as the apps serve them (packages/flow/src/stories/storyBrands.ts).
    { from: '../../pl/public', to: '/brand-pl' },
    { from: '../../eu/public', to: '/brand-eu' },
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      // The packages' source uses Lingui macros, which only Babel can expand (docs/toolchain.md).
      plugins: [linguiMacroVitePlugin(), react()],
      // Storybook's own preview runtime is one chunk of about 1.1 MB; only our chunks are worth a warning.
      build: { chunkSizeWarningLimit: 1500 },
    });
  },
};

export default config;

import type { PluginOption, UserConfig } from 'vite';

export declare function brandAppViteConfig(options: {
  /** Where the server serves this build's files, e.g. '/static/pl/'. */
  staticBase: string;
  /** Port of `vite` dev. */
  devPort: number;
  /** The app's `@vitejs/plugin-react`. */
  react: () => PluginOption;
}): (env: { command: string }) => UserConfig;

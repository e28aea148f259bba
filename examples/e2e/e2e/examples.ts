/** Set EXAMPLES_REUSE_BUILD=1 to run again on the builds of the last run (next build takes about a minute). */
const build = (command: string) => (process.env.EXAMPLES_REUSE_BUILD ? '' : `${command} && `);

/** The examples the run builds and starts: their folder under examples/ and how a team would run them. */
export const EXAMPLES = {
  scriptTag: { dir: 'script-tag', command: 'node server.mjs', title: 'script tag under a strict CSP' },
  react18Vite: { dir: 'react18-vite', command: `${build('node node_modules/vite/bin/vite.js build --logLevel error')}node server.mjs`, title: 'React 18 + Vite' },
  nextjs: {
    dir: 'nextjs',
    command: `${build('node node_modules/next/dist/bin/next build')}node node_modules/next/dist/bin/next start -H "$HOST" -p "$PORT"`,
    title: 'Next.js App Router',
  },
} as const;

export type ExampleKey = keyof typeof EXAMPLES;

// The few Node APIs the component tests use (reading styles.css, which Vitest serves empty to jsdom); the flow
// package has no @types/node, and its code never runs on Node.
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
declare module 'node:path' {
  export function dirname(path: string): string;
  export function join(...paths: string[]): string;
}
declare module 'node:url' {
  export function fileURLToPath(url: string | URL): string;
}

import { readFileSync, statSync } from 'node:fs';

/**
 * The instances `pnpm test:cluster` started (tooling/cluster/testCluster.mjs passes them in CLUSTER_INSTANCES): their
 * names and JSON access logs. Empty in the ordinary run.
 */
export const clusterInstances = JSON.parse(process.env.CLUSTER_INSTANCES ?? '[]') as Array<{ name: string; logFile: string }>;

/** Each instance's log length now. */
export const logSizes = (): number[] => clusterInstances.map(({ logFile }) => statSync(logFile).size);

/** The realform calls each instance's access log (`{"msg":"request","path":…}` lines) shows since `from`. */
export function realformCallsSince(from: readonly number[]): Record<string, number> {
  return Object.fromEntries(
    clusterInstances.map(({ name, logFile }, index) => {
      const lines = readFileSync(logFile).subarray(from[index]).toString('utf8').split('\n');
      const calls = lines.filter((line) => {
        if (!line.startsWith('{')) return false;
        const entry = JSON.parse(line) as { msg?: string; path?: string };
        return entry.msg === 'request' && entry.path?.startsWith('/realform/');
      });
      return [name, calls.length];
    }),
  );
}

import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The built server (`node dist/main.js`) as a child process, for what only a real process shows: its exit code and
// what it prints when it refuses to start, and two processes on one data directory.

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mainJs = join(packageDir, 'dist', 'main.js');

/**
 * How long a child may take to print its first line or to exit: generous (the machine is shared), and under the
 * test's own timeout, so a failure says what it waited for.
 */
const CHILD_DEADLINE_MS = 50_000;

/**
 * Fails with what to do when dist/main.js is missing. (Whether it is up to date with src/ is the caller's business:
 * `pnpm test:security` builds first.)
 */
export function assertBuilt(): void {
  try {
    statSync(mainJs);
  } catch {
    throw new Error(`${mainJs} does not exist. Build first: pnpm turbo run build --filter=@apps/realform-server...`);
  }
}

export interface BuiltServer {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr together). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it exits. */
  exited: Promise<number | string>;
  /** Resolves with the URL it printed once it listens; rejects when it exits first or after the deadline. */
  listening: Promise<string>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | string>;
}

/**
 * Starts `node dist/main.js` with PORT=0 on 127.0.0.1 and the given environment (on top of this process's
 * PATH only: nothing of the test run's own environment, NODE_ENV included, leaks in).
 */
export function startBuiltServer(env: Record<string, string>): BuiltServer {
  assertBuilt();
  const child = spawn(process.execPath, [mainJs], {
    cwd: packageDir,
    // EXIT_WITH_PARENT: should this test run be killed, the child ends itself rather than hold a port or a directory.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', EXIT_WITH_PARENT: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const listening = new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(
      () => reject(new Error(`dist/main.js printed no "realform server on http://…" line within ${CHILD_DEADLINE_MS} ms. Output:\n${text}`)),
      CHILD_DEADLINE_MS,
    );
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /realform server on (http:\/\/\S+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(deadline);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(deadline);
      reject(new Error(`dist/main.js exited (${code}) before it listened (is dist/ built from the current src/?). Output:\n${text}`));
    });
  });
  // Either outcome is awaited by whoever cares; an unobserved one must not fail the run.
  listening.catch(() => undefined);
  return {
    child,
    output: () => text,
    exited,
    listening,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Runs `node dist/main.js` until it exits (a refusal to start); fails when it starts listening instead, or is still
 * running after the deadline (the child is stopped either way).
 */
export async function runBuiltServerToExit(env: Record<string, string>): Promise<{ code: number | string; output: string }> {
  const server = startBuiltServer(env);
  server.listening.then(
    () => server.child.kill('SIGTERM'),
    () => undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`dist/main.js did not exit within ${CHILD_DEADLINE_MS} ms; it was expected to refuse to start. Output:\n${server.output()}`));
    }, CHILD_DEADLINE_MS);
  });
  try {
    const code = await Promise.race([server.exited, deadline]);
    return { code, output: server.output() };
  } finally {
    clearTimeout(timer);
  }
}

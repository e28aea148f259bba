import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the kernel's pick for port 0), for a server started in a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('Expected a TCP address.'))));
    });
  });
}

/** Polls /healthz until the server answers, for at most 60 s. */
export async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the realform server on port ${port} did not become healthy within 60 s`);
}

/** Ends a child server with SIGTERM (it closes its database) and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

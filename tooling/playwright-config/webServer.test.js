// @ts-check
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { defineE2EConfig } from './index.js';

// Playwright starts `webServer.command` through a shell (`/bin/sh -c`, dash here, which does not exec a lone
// command). The server then watches that shell with EXIT_WITH_PARENT — and the shell outlives a runner killed with
// SIGKILL, so the server did too, holding its port, its data directory and a share of CI's two cores.
test("the preset's server is the runner's own child: EXIT_WITH_PARENT ends it when the runner is gone", async () => {
  const config = defineE2EConfig({ serverCommand: 'node -e "process.stdout.write(String(process.ppid))"' });
  const webServer = /** @type {{ command: string, env: Record<string, string> }} */ (Array.isArray(config.webServer) ? config.webServer[0] : config.webServer);
  try {
    const child = spawn(webServer.command, { shell: true, stdio: ['ignore', 'pipe', 'inherit'] });
    let printed = '';
    child.stdout.on('data', (chunk) => (printed += chunk));
    await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(Number(printed), process.pid, `the server's parent is ${printed}, not the runner (${process.pid})`);
  } finally {
    rmSync(webServer.env.DATA_DIR, { recursive: true, force: true });
  }
});

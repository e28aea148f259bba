// @ts-check
// Issue 20: a cluster on this machine — server instances (`node apps/realform-server/dist/main.js`) on one PostgreSQL
// (DATABASE_URL, e.g. from tooling/scripts/with-postgres.sh) with DOCUMENT_STORAGE=postgres, and Debian's nginx in front,
// round robin per request. Everything listens on ports free when it starts (none fixed), runs from a temporary
// directory, and ends with `stop()`, with the process that started it (EXIT_WITH_PARENT, nginx killed on exit), or on
// SIGINT/SIGTERM/SIGHUP of that process.
//
// An instance that exits on its own (a SIGKILL from a test) is started again on the same port, as a supervisor
// (systemd's Restart=always) would: the balancer meanwhile sends its requests to the other.
import { spawn } from 'node:child_process';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = join(ROOT, 'apps/realform-server/dist/main.js');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** A TCP port free on 127.0.0.1 right now (the kernel's next ephemeral port). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 200 (a starting process), up to `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (!isAlive()) throw new Error(`${url}: the process exited before it answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The environment every instance gets (development mode, as the apps' e2e runs), before the caller's additions. */
export const INSTANCE_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DOCUMENT_STORAGE: 'postgres',
  EXIT_WITH_PARENT: '1',
  // The development outbox (the codes a journey types) — as the apps' e2e journeys.
  DEV_ENDPOINTS: '1',
  // The bot check at the test servers' complexity (test/harness.ts TEST_ALTCHA_MAX_NUMBER): many applicants solve it.
  ALTCHA_MAX_NUMBER: '20',
  CODE_RESEND_COOLDOWN_SECONDS: '3',
  // nginx, and in front of it the load driver standing for many clients (its X-Forwarded-For: one address per applicant).
  TRUST_PROXY: '2',
  SHUTDOWN_GRACE_SECONDS: '2',
};

/**
 * @typedef {{ at: number, line: string, json?: Record<string, unknown> }} LogLine
 * @typedef {{ name: string, port: number, url: string, pid: () => number | undefined, pidFile: string, logFile: string, lines: LogLine[], starts: number,
 *   kill: (signal?: NodeJS.Signals) => void, waitUntilUp: (timeoutMs?: number) => Promise<void> }} Instance
 */

/**
 * Starts `instances` servers on DATABASE_URL and nginx in front.
 * @param {{ instances?: number, env?: Record<string, string>, balancer?: boolean, quiet?: boolean }} [options]
 */
export async function startCluster({ instances = 2, env = {}, balancer = true, quiet = false } = {}) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('The cluster needs DATABASE_URL (run it through tooling/scripts/with-postgres.sh).');
  const dir = mkdtempSync(join(tmpdir(), 'realform-cluster-'));
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  let stopping = false;
  const say = (/** @type {string} */ text) => quiet || console.log(`cluster: ${text}`);
  // Until the caller has the cluster (and its stop), a signal or a failed start ends what was started so far.
  const abandon = () => {
    stopping = true;
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    abandon();
    process.exit(130);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.once(signal, onSignal);
  const startedCluster = () => {
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.off(signal, onSignal);
  };

  /** @type {Instance[]} */
  const list = [];
  for (let index = 0; index < instances; index++) {
    const name = String.fromCharCode(65 + index);
    const port = await freePort();
    const dataDir = join(dir, `instance-${name}`);
    mkdirSync(dataDir);
    const logFile = createWriteStream(join(dir, `instance-${name}.log`));
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let child;
    /** @type {LogLine[]} */
    const lines = [];
    let quickExits = 0;
    const instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      pid: () => child?.pid,
      pidFile: join(dir, `instance-${name}.pid`),
      logFile: join(dir, `instance-${name}.log`),
      lines,
      starts: 0,
      kill: (/** @type {NodeJS.Signals} */ signal = 'SIGKILL') => void child?.kill(signal),
      waitUntilUp: (timeoutMs = 60_000) => waitFor(`${instance.url}/readyz`, timeoutMs),
    };
    const start = () => {
      instance.starts += 1;
      const started = spawn(process.execPath, [SERVER_MAIN], {
        cwd: ROOT,
        env: { ...process.env, ...INSTANCE_ENV, ...env, DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      children.add(started);
      // The current pid, for a test in another process that kills the instance (test:cluster's SIGKILL test).
      writeFileSync(join(dir, `instance-${name}.pid`), String(started.pid));
      let rest = '';
      started.stdout?.on('data', (chunk) => {
        logFile.write(chunk);
        const text = rest + chunk.toString('utf8');
        const parts = text.split('\n');
        rest = parts.pop() ?? '';
        const at = Date.now();
        for (const line of parts) {
          if (!line) continue;
          /** @type {LogLine} */
          const entry = { at, line };
          if (line.startsWith('{')) {
            try {
              entry.json = JSON.parse(line);
            } catch {
              // a line that is not ours
            }
          }
          lines.push(entry);
        }
      });
      started.stderr?.on('data', (chunk) => {
        logFile.write(chunk);
        if (!quiet) process.stderr.write(`[${name}] ${chunk}`);
      });
      const startedAt = Date.now();
      started.once('exit', (code, signal) => {
        children.delete(started);
        if (stopping) return;
        // A process that cannot start (a broken build) is not started again and again: five quick exits in a row end it.
        quickExits = Date.now() - startedAt < 10_000 ? quickExits + 1 : 0;
        if (quickExits >= 5) {
          console.error(`cluster: instance ${name} exited ${quickExits} times within 10 s of starting; not starting it again (its log: ${join(dir, `instance-${name}.log`)})`);
          return;
        }
        say(`instance ${name} (pid ${started.pid}) exited (${signal ?? code}); starting it again on port ${port}`);
        setTimeout(() => stopping || start(), quickExits * 500);
      });
    };
    start();
    list.push(instance);
  }
  try {
    await Promise.all(list.map((instance) => waitFor(`${instance.url}/readyz`, 120_000)));
  } catch (error) {
    abandon();
    throw error;
  }
  say(`${list.length} instance(s) on ${list.map((i) => `${i.name} :${i.port}`).join(', ')} (PostgreSQL ${new URL(databaseUrl).host}, DOCUMENT_STORAGE=postgres)`);

  let baseUrl = list[0]?.url ?? '';
  let nginxLog = '';
  if (balancer) {
    const port = await freePort();
    nginxLog = join(dir, 'nginx-access.log');
    const conf = nginxConfig({ dir, port, upstreams: list.map((i) => i.port) });
    writeFileSync(join(dir, 'nginx.conf'), conf);
    // nginx's workers run as nobody when started as root: they write the temporary files of request bodies.
    if (process.getuid?.() === 0) chmodSync(join(dir, 'nginx-temp'), 0o777), chmodSync(dir, 0o755);
    const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.add(nginx);
    nginx.stderr?.on('data', (chunk) => process.stderr.write(`[nginx] ${chunk}`));
    let nginxAlive = true;
    nginx.once('exit', (code) => {
      nginxAlive = false;
      children.delete(nginx);
      if (!stopping) console.error(`cluster: nginx exited (${code}); see ${join(dir, 'nginx-error.log')}`);
    });
    baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${baseUrl}/healthz`, 20_000, () => nginxAlive);
    } catch (error) {
      abandon();
      throw error;
    }
    say(`nginx ${baseUrl} → ${list.map((i) => `:${i.port}`).join(', ')} (round robin per request, no upstream keep-alive, proxy_next_upstream error timeout non_idempotent)`);
  }

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const exits = [...children].map((child) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(undefined) : child.once('exit', r))));
    for (const child of children) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
    }, 5000);
    await Promise.all(exits);
    clearTimeout(timer);
    if (!process.env.KEEP_CLUSTER_DIR) rmSync(dir, { recursive: true, force: true });
  };
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  startedCluster();

  return {
    baseUrl,
    dir,
    instances: list,
    /** nginx's access log: one line per request, `msec upstream status method uri`. */
    balancerLog: () => (nginxLog ? readFileSync(nginxLog, 'utf8').split('\n').filter(Boolean) : []),
    stop,
  };
}

/**
 * nginx in the foreground (`daemon off`, a child of this process) with everything under `dir`. Round robin over the
 * instances for every request (the client's keep-alive plays no part: nginx picks an upstream per request, and with
 * no `keepalive` in the upstream block it opens a connection per request to it). A request whose instance fails
 * (refused, reset, died before answering) goes to the next one — POST too (`non_idempotent`, explicit: the creating
 * calls are made safe to repeat by their Idempotency-Key) — at most once more.
 * @param {{ dir: string, port: number, upstreams: number[] }} options
 */
export function nginxConfig({ dir, port, upstreams }) {
  const temp = join(dir, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  return `daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}events { worker_connections 1024; }
http {
  log_format cluster '$msec $upstream_addr $status $request_method $uri';
  access_log ${join(dir, 'nginx-access.log')} cluster;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # The largest upload (15 MiB) and its form fields.
  client_max_body_size 16m;
  client_body_buffer_size 1m;
  upstream realform {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://realform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 130s;
      proxy_request_buffering on;
    }
  }
}
`;
}

/** Ends the cluster when this process is asked to stop (Ctrl-C, CI's cancel). */
export function stopOnSignals(/** @type {() => Promise<void>} */ stop) {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }
}

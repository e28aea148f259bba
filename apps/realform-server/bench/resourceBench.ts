import { execFile, execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { cpus, loadavg, setPriority } from 'node:os';
import { promisify } from 'node:util';
import { createRealformClient, getIdscanTokenWithRetry, memoryTokenStore, type StandardResponse } from '@onboarding/realform-api';
import { solvedBotCheckToken } from '../src/testing/solveBotCheck';
import sharp from 'sharp';
import { freePort, stop, waitForHealth } from './benchProcess';

/**
 * The resource figures of issue 14 (findings 2 and 3), against the real server listening on 127.0.0.1 in its own
 * process (`dist/main.js`, PGlite on disk):
 *  - upload flood: 300 concurrent anonymous uploads of 14 MB to document/desktop-document-upload (each with a made-up
 *    token of its own): the server's resident memory (VmRSS) at its peak against before, and the p99 of /healthz
 *    meanwhile — BENCH_FLOOD_ROUNDS floods (5) of each kind: clients at normal priority, at nice 19, and on a core of
 *    their own (the server and the prober pinned to the other one), the last two also against a bare node:http server;
 *  - decode flood: 10 concurrent captures of a 7000 × 7000 PNG to the scan backend: the p99 of /healthz meanwhile.
 * /healthz is timed from a separate small process (so the load generator's own event loop does not count), one
 * request every 10 ms for as long as the flood runs. Every loop is bounded (bytes per upload, probes, samples).
 */

const MIB = 1024 * 1024;
const UPLOADS = Number(process.env.BENCH_FLOOD_UPLOADS ?? 300);
const UPLOAD_BYTES = 14 * MIB;
const CAPTURES = Number(process.env.BENCH_DECODE_CAPTURES ?? 10);
const FLOOD_ROUNDS = Math.max(1, Number(process.env.BENCH_FLOOD_ROUNDS ?? 5));
const PROBE_LIMIT = 20_000;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

// The /healthz prober, a process of its own: a request every 10 ms (after the previous answer), its latency sent back
// when asked to stop.
const PROBER = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const url = process.argv[1];
const times = [];
let running = true;
process.on('message', () => { running = false; });
(async () => {
  let ready = false;
  while (running && times.length < ${PROBE_LIMIT}) {
    const started = performance.now();
    await new Promise((resolve) => {
      const request = http.get(url, { agent }, (response) => { response.resume(); response.on('end', resolve); });
      request.on('error', resolve);
      request.setTimeout(10000, () => request.destroy());
    });
    times.push(performance.now() - started);
    if (!ready) { ready = true; times.length = 0; process.send('ready'); }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  process.send(times, () => process.exit(0));
})();
`;

const execFileAsync = promisify(execFile);
/** Whether processes can be pinned to cores here (taskset, and at least two cores); asked by the floods, not at import. */
function canPin(): boolean {
  if (cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
/** The server's (and the prober's) core in the own-core floods; the clients get every other one. */
const SERVER_CPU = '0';
const CLIENT_CPUS = `1-${cpus().length - 1}`;
const ALL_CPUS = `0-${cpus().length - 1}`;

/** Moves every thread of a process onto `cpuList` (taskset syntax). */
async function pin(pid: number, cpuList: string): Promise<void> {
  await execFileAsync('taskset', ['-a', '-cp', cpuList, String(pid)]);
}

interface Probe {
  stop(): Promise<number[]>;
}

/**
 * Starts the prober; resolves once its first probe (not counted: a new connection) has been answered. `cpuList`: the
 * cores it may run on (all when not given).
 */
async function probeHealth(port: number, cpuList?: string): Promise<Probe> {
  const child = spawn(process.execPath, ['-e', PROBER, `http://127.0.0.1:${port}/healthz`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  if (cpuList && child.pid !== undefined) await pin(child.pid, cpuList);
  let resolveTimes: (times: number[]) => void = () => undefined;
  const result = new Promise<number[]>((resolve) => (resolveTimes = resolve));
  await new Promise<void>((ready) =>
    child.on('message', (message) => {
      if (message === 'ready') ready();
      else resolveTimes(message as number[]);
    }),
  );
  return {
    stop: async () => {
      child.send('stop');
      return result;
    },
  };
}

/** Samples the server's resident memory every 10 ms until stopped; resolves with the peak. */
function sampleRss(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const done = (async () => {
    for (let samples = 0; running && samples < 20_000; samples++) {
      peak = Math.max(peak, await rssMiB(pid).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return peak;
    },
  };
}

const BOUNDARY = '----realformBench';
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

/** One anonymous upload of 14 MB from a raw socket, written a chunk at a time until the server answers or closes. */
function anonymousUpload(port: number, address: string): Promise<number> {
  const head = Buffer.from(
    ['token', randomBytes(32).toString('base64url'), 'languageCode', 'en', 'branchCode', 'EU', 'brand', 'eu']
      .reduce<string[]>((parts, value, index, all) => (index % 2 ? parts : [...parts, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${value}"\r\n\r\n${all[index + 1]}\r\n`]), [])
      .join('') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentImage"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const total = head.byteLength + UPLOAD_BYTES + tail.byteLength;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let status = 0;
    let closed = false;
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => {
      if (!status) status = Number(data.toString('latin1', 9, 12));
      socket.destroy();
    });
    socket.on('close', () => {
      closed = true;
      resolve(status);
    });
    socket.once('connect', () => {
      socket.write(
        `POST /realform/document/desktop-document-upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${total}\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      );
      socket.write(head);
      let sent = 0;
      const next = () => {
        if (closed || status || sent >= UPLOAD_BYTES) {
          if (!closed && !status) socket.write(tail);
          return;
        }
        sent += CHUNK.byteLength;
        socket.write(CHUNK, () => setImmediate(next));
      };
      next();
    });
  });
}

/** UPLOADS anonymous uploads at once, each from its own address (`10.x.y.{lastOctet}`), from this process. */
function uploadFlood(port: number, lastOctet: number): Promise<number[]> {
  return Promise.all(Array.from({ length: UPLOADS }, (_, index) => anonymousUpload(port, `10.${(index >> 8) & 255}.${index & 255}.${lastOctet}`)));
}

/** Where a flood's clients run: at nice 19 on any core, or at normal priority on cores the server does not use. */
type FloodPlacement = { nice: 19 } | { cpuList: string };

/**
 * The same flood from a child process — the clients of a real attack run on other machines. Either at nice 19 (only
 * the clients are lowered: this process, the /healthz prober and the server under test keep their normal priority,
 * so the prober measures what a load balancer's health check would see, not its own wait for the CPU), or at normal
 * priority pinned to cores the server and the prober are kept off.
 */
function uploadFloodFromChild(port: number, lastOctet: number, placement: FloodPlacement): Promise<number[]> {
  const entry = process.argv[1];
  if (!entry) throw new Error('the benchmark was not started from a script');
  const child = fork(entry, [], { env: { ...process.env, BENCH_FLOOD_CHILD: JSON.stringify({ port, lastOctet, placement }) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (statuses) => resolve(statuses as number[]));
    child.once('exit', (code) => reject(new Error(`the flood process exited (${code}) without its answers`)));
  });
}

/** The flood child's work (serverBench.ts calls it when BENCH_FLOOD_CHILD is set): place itself, flood, report. */
export async function runFloodChild(spec: string): Promise<void> {
  const { port, lastOctet, placement } = JSON.parse(spec) as { port: number; lastOctet: number; placement: FloodPlacement };
  if ('nice' in placement) setPriority(placement.nice);
  else await pin(process.pid, placement.cpuList);
  const statuses = await uploadFlood(port, lastOctet);
  await new Promise<void>((sent) => process.send?.(statuses, () => sent()));
  process.exit(0);
}

function start(mainScript: string, port: number, dataDir: string): ChildProcess {
  return fork(mainScript, [], {
    // BENCH_SERVER_ARGS: Node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
    execArgv: process.env.BENCH_SERVER_ARGS ? process.env.BENCH_SERVER_ARGS.split(' ') : [],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_ENDPOINTS: '1', NODE_ENV: 'development', TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** An applicant through the API to the upload step, with a scan token. */
async function scanSession(origin: string) {
  const client = createRealformClient({ baseUrl: origin, brand: 'pl', locale: 'pl', tokenStore: memoryTokenStore(), clientIdCookie: false });
  const email = `bench.${Date.now()}@example.com`;
  const expectSuccess = (call: string, answer: StandardResponse) => {
    if (answer.status !== 'success') throw new Error(`${call} answered ${JSON.stringify(answer)}`);
  };
  expectSuccess(
    'new-account',
    await client.newAccount({
      residenceConfirm: true,
      residenceCountry: 'PL',
      chooseLanguage: false,
      email,
      confirmEmail: email,
      password: 'Onboarding-pa55-bench',
      termsAccepted: true,
      recaptchaToken: await solvedBotCheckToken(fetch, origin, 'pl'),
    }),
  );
  expectSuccess('desktop-sms', await client.call('desktopSms', { phoneNumber: '601234567', phoneNumberPrefix: '+48', recaptchaToken: await solvedBotCheckToken(fetch, origin, 'pl') }));
  const outbox = (await (await fetch(`${origin}/realform/dev/outbox?to=${encodeURIComponent('+48601234567')}&kind=sms`)).json()) as { message?: { code?: string } };
  expectSuccess('desktop-sms-code', await client.call('desktopSmsCode', { phoneVerificationCode2: outbox.message?.code ?? '' }));
  expectSuccess('data-upload-choice', await client.call('dataUploadChoice', { dataUploadChoice: 2 }));
  expectSuccess('mobile-desktop-choice', await client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 }));
  expectSuccess('desktop-document-choice', await client.call('desktopDocumentChoice', { documentType: 1 }));
  const scan = await getIdscanTokenWithRetry(client, { attempts: 1 });
  if (scan.outcome !== 'token') throw new Error(`get-idscan-token: ${JSON.stringify(scan)}`);
  return scan.session;
}

/** A 7000 × 7000 PNG of a document (upscaled, so it compresses to about half a megabyte). */
async function hugeDocumentPng(): Promise<Buffer> {
  const lines = Array.from({ length: 12 }, (_, i) => `<text x="380" y="${80 + i * 40}" font-size="28" font-family="monospace">P&lt;POLKOWALSKI&lt;&lt;JAN ${i}</text>`).join('');
  const document = await sharp({ create: { width: 1000, height: 640, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640"><rect x="40" y="40" width="300" height="380" fill="#777"/>${lines}</svg>`) }])
    .png()
    .toBuffer();
  return sharp(document).resize(7000, 7000, { fit: 'fill', kernel: 'nearest' }).png({ compressionLevel: 9 }).toBuffer();
}

function countStatuses(statuses: readonly number[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status ? String(status) : 'reset', (counts.get(status ? String(status) : 'reset') ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} ×${count}`).join(', ');
}

// A node:http server that answers /healthz and refuses everything else with 401 at once, reading no body.
const BARE_SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  if (request.url === '/healthz') { response.writeHead(200, { 'content-type': 'application/json' }); response.end('{"status":"ok"}'); return; }
  response.writeHead(401, { 'content-type': 'application/json', connection: 'close' });
  response.end('{"status":"error"}');
  response.on('finish', () => request.socket.destroySoon());
});
server.listen(Number(process.argv[1]), '127.0.0.1', () => process.send('listening'));
`;

/** One flood's figures: its /healthz latencies, the answers the uploads got; RSS growth for our server. */
interface FloodFigures {
  times: number[];
  answers: string;
  rss?: number;
}

/**
 * The same upload flood against {@link BARE_SERVER}: how much of the stall is Node's HTTP stack and the machine. With
 * `ownCore`, the bare server and the prober are pinned to SERVER_CPU and the clients to the other cores.
 */
async function bareFloodFloor(ownCore: boolean): Promise<FloodFigures> {
  const port = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((listening) => bare.once('message', () => listening()));
    if (ownCore && bare.pid !== undefined) await pin(bare.pid, SERVER_CPU);
    const probe = await probeHealth(port, ownCore ? SERVER_CPU : undefined);
    const statuses = await uploadFloodFromChild(port, 3, ownCore ? { cpuList: CLIENT_CPUS } : { nice: 19 });
    const times = await probe.stop();
    return { times, answers: countStatuses(statuses) };
  } finally {
    bare.kill('SIGKILL');
  }
}

/** Runs both floods against a fresh server; returns the lines to print. */
export async function resourceFigures(mainScript: string, dataDir: string): Promise<string[]> {
  const port = await freePort();
  const server = start(mainScript, port, dataDir);
  const pid = server.pid;
  if (pid === undefined) throw new Error('the realform server did not start');
  const lines: string[] = [];
  try {
    await waitForHealth(port);
    const origin = `http://127.0.0.1:${port}`;
    const png = await hugeDocumentPng();
    const session = await scanSession(origin);
    // Warm up what the floods use (catalogs, the refusal path, one decode), then take the baseline.
    await anonymousUpload(port, '198.51.100.1');
    for (let i = 0; i < 5; i++) await (await fetch(`${origin}/healthz`)).arrayBuffer();

    // Upload flood, in three placements of its clients: at this process's priority (they take a share of the server's
    // cores), from a child process at the lowest (nice 19), and from a child process at normal priority on a core of
    // their own while the server and the prober are pinned to the other (as when the clients are other machines: they
    // cannot take the server's core, and the server has one core, not two). The last two are what a real attack looks
    // like from the server; the first is a machine shared with its attacker. The nice-19 and own-core floods also run
    // against a bare node:http server that answers 401 and does nothing else (the floor: Node's HTTP stack on this
    // machine, under this flood). One flood lasts about a second — a few dozen probes, and its slowest probe moves by
    // a factor of several from one flood to the next on the same machine — so each runs FLOOD_ROUNDS times, in turn.
    type Kind = 'normal' | 'nice19' | 'ownCore' | 'floor' | 'floorOwnCore';
    // BENCH_FLOOD_KINDS (e.g. "ownCore", for a CPU profile of one kind): the kinds to run, all by default.
    const pinning = canPin();
    const kinds = (pinning ? (['normal', 'nice19', 'ownCore'] as const) : (['normal', 'nice19'] as const)).filter(
      (kind) => !process.env.BENCH_FLOOD_KINDS || process.env.BENCH_FLOOD_KINDS.split(',').includes(kind),
    );
    const rounds: Record<Kind, FloodFigures[]> = { normal: [], nice19: [], ownCore: [], floor: [], floorOwnCore: [] };
    const loadBefore = loadAverage();
    for (let round = 0; round < FLOOD_ROUNDS; round++) {
      for (const clients of kinds) {
        if (clients === 'ownCore') await pin(pid, SERVER_CPU);
        try {
          const before = await rssMiB(pid);
          const rss = sampleRss(pid);
          const probe = await probeHealth(port, clients === 'ownCore' ? SERVER_CPU : undefined);
          // Each from its own address (a botnet, not one client the per-IP limit would stop): every upload reaches the token check.
          const statuses =
            clients === 'normal' ? await uploadFlood(port, 1) : await uploadFloodFromChild(port, 2, clients === 'nice19' ? { nice: 19 } : { cpuList: CLIENT_CPUS });
          const peak = await rss.stop();
          const times = await probe.stop();
          rounds[clients].push({ times, rss: Math.max(0, peak - before), answers: countStatuses(statuses) });
        } finally {
          if (clients === 'ownCore') await pin(pid, ALL_CPUS);
        }
      }
      if (kinds.includes('nice19')) rounds.floor.push(await bareFloodFloor(false));
      if (kinds.includes('ownCore')) rounds.floorOwnCore.push(await bareFloodFloor(true));
    }
    // The figure is the p99 of every probe of the floods of one kind together: one flood gives a few dozen probes, so
    // its own "p99" is its slowest probe; all of them together are a sample a 99th percentile can be read from. Beside
    // it, each flood's slowest probe and how many probes of all took 100 ms or more — the strict reading of the goal.
    const pooled = (of: Kind) => rounds[of].flatMap((r) => r.times);
    const detail = (of: Kind) => {
      const times = pooled(of);
      const slow = times.filter((time) => time >= 100).length;
      return `each flood's slowest: ${rounds[of].map((r) => Math.max(...r.times).toFixed(0)).join(' · ')} ms; ${slow} of ${times.length} probes ≥ 100 ms`;
    };
    const placement = { normal: 'at normal priority', nice19: 'at nice 19', ownCore: `on their own core${cpus().length > 2 ? 's' : ''}, the server on one` } as const;
    for (const clients of kinds) {
      const all = rounds[clients];
      lines.push(
        `  upload flood (clients ${placement[clients]}): ${UPLOADS} × 14 MB anonymous, ${all.length} floods → RSS +${Math.max(...all.map((r) => r.rss ?? 0)).toFixed(0)} MB at most, ` +
          `/healthz p99 ${percentile(pooled(clients), 99).toFixed(0)} ms (goal < 100 MB, < 100 ms)   [${detail(clients)}; answers of the last: ${all.at(-1)?.answers}]`,
      );
    }
    const floors = ([['floor', 'nice-19 flood'], ['floorOwnCore', 'own-core flood']] as const).filter(([floor]) => rounds[floor].length > 0);
    for (const [floor, flood] of floors) {
      lines.push(
        `  the floor — the same ${flood} against a bare node:http server that only answers 401: /healthz p99 ${percentile(pooled(floor), 99).toFixed(0)} ms   ` +
          `[${detail(floor)}; answers of the last: ${rounds[floor].at(-1)?.answers}]`,
      );
    }
    lines.push(`  load average ${loadBefore} before the floods, ${loadAverage()} after${pinning ? '' : '; no own-core floods: taskset is missing or there is one core'}`);

    // Decode flood.
    const decodeLoadBefore = loadAverage();
    const decodeProbe = await probeHealth(port);
    const results = await Promise.all(
      Array.from({ length: CAPTURES }, async () => {
        const form = new FormData();
        form.append('side', 'IDENTITY:FRONT');
        form.append('image', new File([png], 'capture.png', { type: 'image/png' }));
        const response = await fetch(`${session.backendUrl}/journey/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${session.gbgToken}` } });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const decodeTimes = await decodeProbe.stop();
    lines.push(
      `  decode flood: ${CAPTURES} × 7000×7000 PNG → /healthz p99 ${percentile(decodeTimes, 99).toFixed(0)} ms (goal < 100 ms)   ` +
        `[${results.filter((status) => status === 200).length}/${CAPTURES} checked (200); PNG ${(png.byteLength / MIB).toFixed(1)} MB; ${decodeTimes.length} probes; load average ${decodeLoadBefore} before, ${loadAverage()} after]`,
    );
  } finally {
    await stop(server);
  }
  return lines;
}

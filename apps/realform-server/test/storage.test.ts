import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStorage } from '../src/areas/documents/documentStorage';
import { StoredDocumentNotFoundError } from '../src/areas/documents/documentStorage';
import { createDocumentStorage, documentStorageFromEnv, documentStorageProblems } from '../src/areas/documents/storage/createDocumentStorage';
import type { Database } from '../src/db/Database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/openPglite';
import { openPostgres } from '../src/db/openPostgres';
import { InsecureProductionConfigError, RETENTION_DEFAULTS, createServer } from '../src/index';
import type { DocumentStorageConfig } from '../src/areas/documents/storage/createDocumentStorage';
import { applicantAtUpload, documentsConfig, file, readRows, uploadDocument } from './documentsSupport';
import { sharpDocumentJpeg } from './fixtures/documentImages';
import type { TestDatabase } from './harness';
import { startTestServer, testDatabase } from './harness';

// The storage contract (README "Document storage"), the same for every backend: the disk, the database (PGlite here,
// PostgreSQL in `pnpm test:pg`) and S3-compatible object storage (s3rver on 127.0.0.1, its files in a temp directory).

const BUCKET = 'realform-documents';
const NAME = /^documents\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

let dir: string;
let database: TestDatabase;
let db: Database;
let s3: S3rver;
let s3Endpoint: string;
const clock = { now: new Date('2026-01-10T12:00:00Z') };
const backends: Record<string, DocumentStorage> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'realform-storage-'));
  await mkdir(join(dir, 'incoming'));
  database = await testDatabase();
  db = database.config.databaseUrl ? await openPostgres(database.config.databaseUrl) : await openPglite();
  await migrate(db, await readMigrations());
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  const deps = { db, storageDir: join(dir, 'disk'), now: () => clock.now };
  backends.disk = await createDocumentStorage({ kind: 'disk' }, deps);
  backends.postgres = await createDocumentStorage({ kind: 'postgres' }, deps);
  backends.s3 = await createDocumentStorage(
    documentStorageFromEnv({
      DOCUMENT_STORAGE: 's3',
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      // S3_SERVER_SIDE_ENCRYPTION: the default, AES256 (s3rver takes the header, and keeps its files unencrypted).
    }),
    deps,
  );
});

afterAll(async () => {
  for (const backend of Object.values(backends)) await backend.close();
  await db?.close();
  await database?.drop();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['disk', 'postgres', 's3'])('document storage: %s', (kind) => {
  const storage = () => backends[kind]!;

  it('saves bytes under a generated name and reads them back, then deletes them', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);
    const name = await storage().save(bytes, 'jpeg');
    expect(name).toMatch(NAME);
    expect(name.endsWith('.jpg')).toBe(true);
    expect([...(await storage().read(name))]).toEqual([...bytes]);
    expect(await storage().delete(name)).toBe(true);
    await expect(storage().read(name)).rejects.toBeInstanceOf(StoredDocumentNotFoundError);
  });

  it('adopts a received file: stored under a new name, the received file gone', async () => {
    const received = join(dir, 'incoming', `${kind}.part`);
    await writeFile(received, Buffer.alloc(300_000, 7));
    const name = await storage().adopt(received, 'png', 300_000);
    expect(name).toMatch(NAME);
    expect(name).not.toContain('incoming');
    await expect(access(received)).rejects.toThrow();
    const read = await storage().read(name);
    expect(read.byteLength).toBe(300_000);
    expect(read.every((byte) => byte === 7)).toBe(true);
    await storage().delete(name);
  });

  it('never takes a name from outside: a name it did not give is refused before any lookup', async () => {
    for (const name of ['../../etc/passwd', 'documents/../secret.jpg', 'documents/x.jpg', '/documents/00000000-0000-4000-8000-000000000000.jpg', '']) {
      await expect(storage().read(name)).rejects.toThrow(/stored document name/);
      await expect(storage().delete(name)).rejects.toThrow(/stored document name/);
    }
  });

  it('a missing document is a clear error naming it; deleting it again is no error', async () => {
    const missing = 'documents/00000000-0000-4000-8000-000000000000.pdf';
    const error = await storage().read(missing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoredDocumentNotFoundError);
    expect(String(error)).toContain(missing);
    await expect(storage().delete(missing)).resolves.toBeTypeOf('boolean');
  });

  it('answers the readiness check', async () => {
    expect(await storage().reachable()).toBe(true);
  });

  it('lists what was stored before a moment, for the orphan sweep', async () => {
    const name = await storage().save(new Uint8Array([1]), 'pdf');
    const later = new Date(Date.now() + 60_000);
    clock.now = new Date(Date.now());
    expect(await storage().storedBefore(later)).toContain(name);
    expect(await storage().storedBefore(new Date('2000-01-01T00:00:00Z'))).not.toContain(name);
    await storage().delete(name);
    expect(await storage().storedBefore(later)).not.toContain(name);
  });
});

describe('S3: a streamed upload the endpoint fails once', () => {
  it('is sent again whole from the received file', async () => {
    // In front of s3rver: the first PUT is answered 503 (SlowDown) once its body has arrived; the rest pass through.
    const puts: number[] = [];
    const proxy = createHttpServer((incoming, outgoing) => {
      if (incoming.method === 'PUT' && puts.length === 0) {
        let bytes = 0;
        incoming.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        incoming.on('end', () => {
          puts.push(bytes);
          outgoing.writeHead(503, { 'content-type': 'application/xml' });
          outgoing.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>');
        });
        return;
      }
      if (incoming.method === 'PUT') puts.push(Number(incoming.headers['content-length']));
      const upstream = new URL(s3Endpoint);
      const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const flaky = await createDocumentStorage(
      { kind: 's3', endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      { db, storageDir: join(dir, 'disk'), now: () => clock.now },
    );
    try {
      const received = join(dir, 'incoming', 'flaky.part');
      await writeFile(received, Buffer.alloc(200_000, 9));
      const name = await flaky.adopt(received, 'jpeg', 200_000);
      expect(puts).toEqual([200_000, 200_000]);
      const stored = await backends.s3!.read(name);
      expect(stored.byteLength).toBe(200_000);
      expect(stored.every((byte) => byte === 9)).toBe(true);
      await backends.s3!.delete(name);
    } finally {
      await flaky.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('S3 settings', () => {
  const base = { DOCUMENT_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' };

  it('production refuses an http: endpoint on another machine, allows this machine’s and https:', () => {
    const problems = (endpoint: string, production: boolean) => documentStorageProblems(documentStorageFromEnv({ ...base, S3_ENDPOINT: endpoint }), production);
    expect(problems('http://s3.internal:9000', true).join(' ')).toMatch(/S3_ENDPOINT is http:/);
    expect(problems('http://s3.internal:9000', false)).toEqual([]);
    expect(problems('http://127.0.0.1:9000', true)).toEqual([]);
    expect(problems('http://localhost:9000', true)).toEqual([]);
    expect(problems('https://s3.example.com', true)).toEqual([]);
  });

  it('names the missing variables, never a secret', () => {
    const problems = documentStorageProblems(documentStorageFromEnv({ DOCUMENT_STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'very-secret-value' }), true).join(' ');
    expect(problems).toMatch(/S3_BUCKET/);
    expect(problems).toMatch(/S3_REGION/);
    expect(problems).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(problems).not.toContain('very-secret-value');
  });

  it('defaults: the database with DATABASE_URL, the disk without; an unknown backend is refused', () => {
    expect(documentStorageFromEnv({ DATABASE_URL: 'postgres://x/y' })).toEqual({ kind: 'postgres' });
    expect(documentStorageFromEnv({})).toEqual({ kind: 'disk' });
    expect(documentStorageFromEnv({ DATABASE_URL: 'postgres://x/y', DOCUMENT_STORAGE: 'disk' })).toEqual({ kind: 'disk' });
    expect(() => documentStorageFromEnv({ DOCUMENT_STORAGE: 'ftp' })).toThrow(/disk, postgres or s3/);
  });
});

// The retention job (README "Retention") removes an abandoned application's images from whichever backend holds them
// (the disk: test/security/retention.test.ts). The database backend's case needs the rows read while the server runs:
// PostgreSQL only (`pnpm test:pg`); on PGlite its delete is the contract's above.
describe.each(['s3', 'postgres'] as const)('retention with DOCUMENT_STORAGE=%s', (kind) => {
  it.skipIf(kind === 'postgres' && !process.env.DATABASE_URL)('deletes the stored image with the abandoned application', async () => {
    const DAY = 24 * 60 * 60_000;
    let at = new Date('2030-03-01T09:00:00Z').getTime();
    const storage: DocumentStorageConfig =
      kind === 's3'
        ? { kind, endpoint: s3Endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }
        : { kind };
    const data = await testDatabase();
    const t = await startTestServer(documentsConfig({ documentStorage: storage, now: () => new Date(at) }), { database: data });
    try {
      const before = new Set(await backends.s3!.storedBefore(new Date(Date.now() + DAY)));
      expect(await uploadDocument(await applicantAtUpload(t, 1), 'desktopDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'success' });
      // The stored name: the bucket's new object, or the capture's row.
      const name =
        kind === 's3'
          ? (await backends.s3!.storedBefore(new Date(Date.now() + DAY))).find((stored) => !before.has(stored))!
          : (await readRows<{ storage_name: string }>(data, 'SELECT storage_name FROM document_captures'))[0]!.storage_name;
      expect((await t.server.readDocument(name)).byteLength).toBeGreaterThan(0);
      at += (RETENTION_DEFAULTS.abandonedApplicationDays + 1) * DAY;
      expect(await t.server.purgeExpiredData()).toMatchObject({ abandonedApplications: 1, files: 1 });
      await expect(t.server.readDocument(name)).rejects.toBeInstanceOf(StoredDocumentNotFoundError);
    } finally {
      await t.close();
      await data.drop();
    }
  });
});

describe('production and the object storage', () => {
  it('refuses to start with an S3 endpoint on http: to another machine, naming S3_ENDPOINT only', async () => {
    const secret = 'never-in-a-log-0123456789';
    const logs: string[] = [];
    const record = (...args: unknown[]) => void logs.push(JSON.stringify(args));
    const error = await createServer({
      production: true,
      inMemory: true,
      documentStorage: { kind: 's3', endpoint: 'http://objects.internal:9000', bucket: BUCKET, region: 'us-east-1', accessKeyId: 'key-id', secretAccessKey: secret },
      logger: { info: record, warn: record, error: record },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsecureProductionConfigError);
    expect((error as InsecureProductionConfigError).problems.map((problem) => problem.variable)).toContain('S3_ENDPOINT');
    expect(String(error)).not.toContain(secret);
    expect(logs.join('\n')).not.toContain(secret);
  });
});

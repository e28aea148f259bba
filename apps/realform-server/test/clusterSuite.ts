import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confirmMobileHandoff } from '@onboarding/realform-api';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/index';
import { StoredDocumentNotFoundError } from '../src/areas/documents/documentStorage';
import { ENGLISH, applicantAtHandoff, common, documentsConfig, file, readRows, tokenOf, uploadDocument } from './documentsSupport';
import type { TestClient } from './documentsSupport';
import { sharpDocumentJpeg } from './fixtures/documentImages';
import type { TestDatabase } from './harness';
import { startTestServer, testDatabase } from './harness';

// Issue 20 "no state on the instance": two server instances on one PostgreSQL database, as behind a load balancer —
// the desktop on A, the phone on B. Loaded by test/cluster.test.ts with DATABASE_URL only (`pnpm test:pg`).

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const JPEG_START = [0xff, 0xd8, 0xff];

let root: string;
let database: TestDatabase;
let s3: S3rver;
let s3Endpoint: string;

/** Instances A and B on the shared test database, each with its own disk (as on two machines). */
async function cluster(config: ServerConfig): Promise<{ a: TestServer; b: TestServer; bDisk: string; close(): Promise<void> }> {
  const bDisk = await mkdtemp(join(root, 'b-'));
  const a = await startTestServer(documentsConfig({ storageDir: await mkdtemp(join(root, 'a-')), ...config }), { database });
  const b = await startTestServer(documentsConfig({ storageDir: bDisk, ...config }), { database });
  return { a, b, bDisk, close: async () => void (await Promise.all([a.server.close(), b.server.close()])) };
}

/** The desktop's QR link on its instance, and a phone that confirmed it on the other. */
async function phoneOn(desktop: TestClient, phoneInstance: TestServer) {
  const answer = await desktop.call('mobileQrCodeUrl', {});
  expect(answer).toMatchObject({ status: 'success' });
  const phone = phoneInstance.client(ENGLISH);
  await confirmMobileHandoff(phone, phone.tokenStore, tokenOf(answer.mobileQrUrl as string), { maxMs: 0 });
  await desktop.call('mobileQrCodeScan', {});
  expect(await phone.call('mobileDocumentChoice', { documentType: 1 })).toMatchObject({ status: 'success' });
  return phone;
}

/** The stored name of the newest capture of the application whose desktop client this is. */
async function newestCapture(): Promise<string> {
  const rows = await readRows<{ storage_name: string }>(database, 'SELECT storage_name FROM document_captures ORDER BY created_at DESC, id DESC LIMIT 1');
  expect(rows).toHaveLength(1);
  return rows[0]!.storage_name;
}

describe('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'realform-cluster-'));
    database = await testDatabase();
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(root, 's3'), configureBuckets: [{ name: 'documents', configs: [] }] });
    s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });

  afterAll(async () => {
    await s3?.close();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('DOCUMENT_STORAGE=postgres: the document the phone uploaded on B is read by A, and survives B’s disk', async () => {
    const { a, b, bDisk, close } = await cluster({ documentStorage: { kind: 'postgres' } });
    try {
      const desktop = await applicantAtHandoff(a);
      const phone = await phoneOn(desktop, b);
      expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'success' });
      const name = await newestCapture();
      // B's disk is lost: nothing of the document was there.
      await rm(bDisk, { recursive: true, force: true });
      const onA = await a.server.readDocument(name);
      expect([...onA.subarray(0, 3)]).toEqual(JPEG_START);
      expect(onA.equals(await b.server.readDocument(name))).toBe(true);
    } finally {
      await close();
    }
  });

  it('DOCUMENT_STORAGE=s3: the document the phone uploaded on B is read by A from the bucket', async () => {
    const bucket = { endpoint: s3Endpoint, bucket: 'documents', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    const { a, b, close } = await cluster({ documentStorage: { kind: 's3', ...bucket } });
    try {
      const desktop = await applicantAtHandoff(a);
      const phone = await phoneOn(desktop, b);
      expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'success' });
      const name = await newestCapture();
      const onA = await a.server.readDocument(name);
      expect([...onA.subarray(0, 3)]).toEqual(JPEG_START);
      expect(onA.equals(await b.server.readDocument(name))).toBe(true);
    } finally {
      await close();
    }
  });

  // The finding of issue 20 (kept as the reason the disk is the embedded default only): on the disk, the document
  // stays on the instance that received it.
  it('DOCUMENT_STORAGE=disk: the document stays on the disk of the instance that received it', async () => {
    const { a, b, close } = await cluster({ documentStorage: { kind: 'disk' } });
    try {
      const desktop = await applicantAtHandoff(a);
      const phone = await phoneOn(desktop, b);
      expect(await uploadDocument(phone, 'mobileDocumentUpload', file(sharpDocumentJpeg()))).toMatchObject({ status: 'success' });
      const name = await newestCapture();
      expect((await b.server.readDocument(name)).byteLength).toBeGreaterThan(0);
      await expect(a.server.readDocument(name)).rejects.toBeInstanceOf(StoredDocumentNotFoundError);
    } finally {
      await close();
    }
  });

  it('a phone signed out by the desktop on A is refused by B on its next request', async () => {
    const { a, b, close } = await cluster({});
    try {
      const desktop = await applicantAtHandoff(a);
      // The phone has been active on B: its session is what B last read of it.
      const phone = await phoneOn(desktop, b);
      const token = phone.tokenStore.get()!;
      // A call the session itself decides (the hand-off's state plays no part): known, then unknown.
      const asPhone = () => b.post('/realform/form-pl/validate', JSON.stringify({ ...common(token), name: 'firstName', value: 'Anna' }));
      expect((await asPhone()).status).not.toBe(401);
      expect(await desktop.call('abortMobile', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
      expect((await asPhone()).status).toBe(401);
    } finally {
      await close();
    }
  });
});

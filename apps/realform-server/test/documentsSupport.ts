import { PGlite } from '@electric-sql/pglite';
import type { CallName } from '@onboarding/realform-api';
import pg from 'pg';
import { expect } from 'vitest';
import type { ServerConfig } from '../src/index';
import { passPhoneStep, signedUpClient } from './codesHelpers';
import type { startTestServer, TestDatabase } from './harness';

// Helpers of the documents tests: applicants brought to the upload or hand-off steps through the real API, files
// sent as multipart, and the scan backend's calls.

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type TestClient = ReturnType<TestServer['client']>;

/** The documents tests read English answers: the Polish texts are checked where the catalogs are merged. */
export const ENGLISH = { locale: 'en', brand: 'eu' } as const;

/** A clock the tests move forward (hand-off links expire after 15 minutes). */
export function testClock(start = Date.now()) {
  let offset = 0;
  return {
    now: () => new Date(start + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** Every documents test server: the development outbox on (the phone step reads its code there). */
export function documentsConfig(config: ServerConfig = {}): ServerConfig {
  return { devEndpoints: true, ...config };
}

/**
 * A new applicant taken through the API to the hand-off page (docs/spec/flow/screens.md#mobilesms mobileSms): sign-up, the phone code from
 * the outbox, data-upload-choice 3 (mobile).
 */
export async function applicantAtHandoff(t: TestServer, options: Parameters<TestServer['client']>[0] = ENGLISH) {
  const client = await signedUpClient(t, options);
  await passPhoneStep(t, client);
  expect(await client.call('dataUploadChoice', { dataUploadChoice: 3 })).toMatchObject({ status: 'success', next: 'mobileSms' });
  return client;
}

/**
 * A new applicant taken through the API to the how-to screen on their own device: sign-up, phone code,
 * data-upload-choice 2 (digital), mobile-desktop-choice 2 (this device), desktop-document-choice.
 * @param documentType docs/spec/flow/entities.md#upload-method-and-device: 1 passport, 2 ID card (two sides), 11 other
 */
export async function applicantAtUpload(t: TestServer, documentType: 1 | 2 | 11 = 1, options: Parameters<TestServer['client']>[0] = ENGLISH) {
  const client = await signedUpClient(t, options);
  await passPhoneStep(t, client);
  expect(await client.call('dataUploadChoice', { dataUploadChoice: 2 })).toMatchObject({ next: 'mobileDesktopChoice' });
  expect(await client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 })).toMatchObject({ next: 'desktopDocumentChoice' });
  expect(await client.call('desktopDocumentChoice', { documentType })).toMatchObject({ next: 'howToTakePicture' });
  return client;
}

/** The hand-off token in a link (docs/spec/flow/routes.md#query-parameters "token together with mobile or qrCode"). */
export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`Expected a token in the hand-off link, got ${url}`);
  return token;
}

/** A file as a browser would send it: bytes under a name and a declared type (which the server ignores). */
export function file(bytes: Uint8Array, name = 'document.jpg', type = 'image/jpeg'): File {
  return new File([bytes], name, { type });
}

/** A document upload through the real client (multipart, the file under `documentImage`). */
export function uploadDocument(
  client: TestClient,
  call: Extract<CallName, 'desktopDocumentUpload' | 'mobileDocumentUpload'>,
  document: File,
  fields: Record<string, string> = {},
) {
  return client.upload(call, fields, { documentImage: document });
}

/** The token of a client (to send hostile bodies with it). */
export async function tokenOfClient(client: TestClient): Promise<string> {
  return client.ensureToken();
}

/** A multipart POST with any fields and files, straight to the server. */
export async function rawMultipart(
  t: TestServer,
  path: string,
  parts: Record<string, string | File>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const response = await t.fetch(`http://localhost${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The common fields of a raw call for a token. */
export function common(token: string, languageCode = 'en') {
  return { token, languageCode, branchCode: languageCode === 'en' ? 'EU' : languageCode.toUpperCase(), brand: languageCode === 'pl' ? 'pl' : 'eu' };
}

/** POST {backendUrl}/journey/upload: one capture of the widget (docs/spec/widget/calls.md). */
export async function capture(
  t: TestServer,
  session: { backendUrl: string; gbgToken: string },
  parts: { side?: string; image?: File; mrz?: string; action?: string },
  authorization = `Bearer ${session.gbgToken}`,
) {
  const form = new FormData();
  if (parts.side !== undefined) form.append('side', parts.side);
  if (parts.action !== undefined) form.append('action', parts.action);
  if (parts.image) form.append('image', parts.image);
  if (parts.mrz !== undefined) form.append('mrz', parts.mrz);
  const response = await t.fetch(`${session.backendUrl}/journey/upload`, { method: 'POST', body: form, headers: { authorization } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POST {backendUrl}/journey/end: the widget ends the journey. */
export async function endCapture(t: TestServer, session: { backendUrl: string; gbgToken: string }) {
  const response = await t.fetch(`${session.backendUrl}/journey/end`, { method: 'POST', headers: { authorization: `Bearer ${session.gbgToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POST {backendUrl}/journey/cancel: the user left the widget or declined its terms. */
export async function cancelCapture(t: TestServer, session: { backendUrl: string; gbgToken: string }, body: unknown) {
  const response = await t.fetch(`${session.backendUrl}/journey/cancel`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { authorization: `Bearer ${session.gbgToken}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET {backendUrl}/journey/get?journeyId= with a scan token (docs/spec/flow/calls.md#call-table). */
export async function journeyGet(t: TestServer, backendUrl: string, journeyId: string | null, authorization: string | null) {
  const query = journeyId === null ? '' : `?journeyId=${encodeURIComponent(journeyId)}`;
  const response = await t.fetch(`${backendUrl}/journey/get${query}`, { headers: authorization === null ? {} : { authorization } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Rows of the test database, read directly while no server has it open (PGlite allows one user at a time), to
 * check what the server stored.
 */
export async function readRows<T>(database: TestDatabase, sql: string, params: unknown[] = []): Promise<T[]> {
  if (database.config.databaseUrl) {
    const client = new pg.Client({ connectionString: database.config.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  if (!database.config.dataDir) throw new Error('Expected a test database with a dataDir or a databaseUrl.');
  const db = await PGlite.create({ dataDir: database.config.dataDir });
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

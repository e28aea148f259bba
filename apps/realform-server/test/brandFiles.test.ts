import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandSettings } from '@onboarding/realform-api';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { SAMPLE_BRANDS, SAMPLE_DOCUMENTS, sampleFile, samplePdf } from '../scripts/sample-documents.mjs';
import { DEFAULT_DOCUMENT_FETCH_LIMITS, DocumentUnavailableError, fetchDocument } from '../src/brand/documentsArchive';
import { startTestServer } from './harness';

const BRANDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'brands');

// --- the sample documents shipped in the repository ---

/** The structure a PDF reader relies on: header, objects where the cross-reference table says, trailer, startxref. */
function pdfProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('no %PDF- header');
  if (!/%%EOF\s*$/.test(text)) problems.push('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) return [...problems, 'no startxref'];
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') return [...problems, `startxref ${xrefAt} does not point at the xref table`];
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer\n<<(.*?)>>/s.exec(text.slice(xrefAt));
  if (!table) return [...problems, 'the xref table or trailer is malformed'];
  const count = Number(table[1]);
  const entries = table[2]!.match(/.{20}/gs)!;
  if (entries.length !== count) problems.push(`xref lists ${entries.length} entries, says ${count}`);
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${index + 1} 0 obj`, offset)) problems.push(`object ${index + 1} is not at ${offset}`);
  });
  const trailer = table[3]!;
  if (!trailer.includes(`/Size ${count}`)) problems.push('the trailer /Size differs from the table');
  const root = /\/Root (\d+) 0 R/.exec(trailer);
  if (!root || !/<< \/Type \/Catalog/.test(text.slice(Number(entries[Number(root[1])]!.slice(0, 10))))) problems.push('the trailer /Root is not the catalog');
  for (const stream of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = stream.index + stream[0].length;
    if (!/^\r?\nendstream/.test(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 11))) problems.push('a stream /Length is wrong');
  }
  return problems;
}

/** The text a PDF's content streams show: their string literals, octal escapes decoded as WinAnsiEncoding. */
function pdfText(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  const streams = [...text.matchAll(/stream\n(.*?)endstream/gs)].map((match) => match[1]!);
  const winAnsi: Record<number, string> = { 0o227: '—', 0o226: '–', 0o221: '‘', 0o222: '’' };
  return streams
    .flatMap((stream) => [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!))
    .map((literal) => literal.replace(/\\([0-7]{3}|.)/g, (_, escape: string) => (escape.length === 3 ? (winAnsi[parseInt(escape, 8)] ?? '?') : escape)))
    .join(' ');
}

describe('the sample agreement documents', () => {
  it.each(SAMPLE_BRANDS as string[])('ships one valid PDF per document for the %s brand, each saying it is a sample to replace', async (brand) => {
    const shipped = (await readdir(join(BRANDS_DIR, brand, 'documents'))).filter((name) => !name.startsWith('.')).sort();
    expect(shipped).toEqual((SAMPLE_DOCUMENTS as { id: string }[]).map(({ id }) => `${id.toLowerCase()}.pdf`).sort());
    for (const document of SAMPLE_DOCUMENTS as { id: string; title: string }[]) {
      const bytes = await readFile(join(BRANDS_DIR, brand, sampleFile(document.id)));
      expect(pdfProblems(bytes), `${brand}/${sampleFile(document.id)}`).toEqual([]);
      expect(pdfText(bytes).replace(/\s+/g, ' ')).toContain(
        `Sample document — ${document.title} — replace it with your own in the brand settings (README ‘Brand settings’).`,
      );
      // The committed files are exactly what the script writes (run it again after changing it).
      expect(Buffer.compare(bytes, samplePdf(document, brand)), `${brand}/${sampleFile(document.id)} is out of date`).toBe(0);
    }
  });
});

// --- GET /brand-files/{brand}/… ---

let root: string;
let dir: string;
let remote: Server;
let remoteUrl: string;
const REMOTE_PDF = Buffer.from('%PDF-1.4\n% the broker site risk document\n');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'realform-brand-files-'));
  dir = join(root, 'eu');
  await mkdir(join(dir, 'documents', 'de'), { recursive: true });
  await mkdir(join(dir, 'awards'), { recursive: true });
  await writeFile(join(dir, 'documents', 'terms.pdf'), await readFile(join(BRANDS_DIR, 'eu', 'documents', 'terms.pdf')));
  await writeFile(join(dir, 'documents', 'fees.pdf'), await readFile(join(BRANDS_DIR, 'eu', 'documents', 'fees.pdf')));
  await writeFile(join(dir, 'documents', 'de', 'fees.pdf'), Buffer.from('%PDF-1.4\n% Gebührentabelle\n'));
  await writeFile(join(dir, 'documents', 'unlisted.pdf'), Buffer.from('%PDF-1.4\n% not in the settings\n'));
  await writeFile(join(dir, 'documents', '.hidden.pdf'), Buffer.from('%PDF-1.4\n% a dotfile\n'));
  await writeFile(join(dir, 'awards', 'best-broker.png'), Buffer.from('\x89PNG\r\n\x1a\n-award-'));
  await writeFile(join(dir, 'settings.json'), '{"secret": "not served"}');
  await writeFile(join(root, 'outside.pdf'), Buffer.from('%PDF-1.4\n% outside the settings directory\n'));

  // The broker's site: a document, a redirect to it, a redirect out of http(s), a failure, one too large.
  remote = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/risks.pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(REMOTE_PDF);
    if (path === '/policy') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Policy</title>');
    if (path === '/moved') return response.writeHead(302, { location: '/risks.pdf' }).end();
    if (path === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/huge') return response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(4096, 0x41));
    if (path === '/huge-chunked') {
      // No length announced: the cap counts the bytes as they come.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      for (let i = 0; i < 8; i++) response.write(Buffer.alloc(512, 0x41));
      return response.end();
    }
    if (path === '/hang') return; // never answers
    response.writeHead(404).end('gone');
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});

afterAll(async () => {
  remote?.closeAllConnections();
  await new Promise((resolve) => remote?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const euSettings = (documents: BrandSettings['documents']): BrandSettings => ({
  documents,
  awards: [{ title: 'Best broker 2025', image: 'awards/best-broker.png' }, { title: 'Elsewhere', image: 'https://awards.example/badge.png' }],
});

/** A server with the international brand's settings read from `dir`. */
async function serverWith(settings: BrandSettings) {
  const t = await startTestServer({ brandSettings: { eu: settings }, brandSettingsDirs: { eu: dir } });
  return { t, get: (path: string, init?: RequestInit) => t.fetch(`http://localhost${path}`, init) };
}

const unzip = async (response: Response) => unzipSync(new Uint8Array(await response.arrayBuffer()));

describe('GET /brand-files/{brand}/{file}', () => {
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    server = await serverWith(
      euSettings([
        { id: 'TERMS', file: 'documents/terms.pdf' },
        { id: 'FEES', title: { de: 'Gebühren', default: 'Fees' }, file: { de: 'documents/de/fees.pdf', default: 'documents/fees.pdf' } },
        { id: 'RISKS', url: `${remoteUrl}/risks.pdf` },
      ]),
    );
  });
  afterAll(async () => server?.t.close());

  it('serves a listed document as a PDF, inline, with cache headers, and 304 once the browser has it', async () => {
    const response = await server.get('/brand-files/eu/documents/terms.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="terms.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(join(dir, 'documents', 'terms.pdf')))).toBe(true);
    const again = await server.get('/brand-files/eu/documents/terms.pdf', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves every locale’s file of a document, and an award image with its own type', async () => {
    const german = await server.get('/brand-files/eu/documents/de/fees.pdf');
    expect(german.status).toBe(200);
    expect(await german.text()).toContain('Gebührentabelle');
    const award = await server.get('/brand-files/eu/awards/best-broker.png');
    expect(award.status).toBe(200);
    expect(award.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['a file the settings do not name', '/brand-files/eu/documents/unlisted.pdf'],
    ['the settings file itself', '/brand-files/eu/settings.json'],
    ['a dotfile', '/brand-files/eu/documents/.hidden.pdf'],
    ['.. out of the directory', '/brand-files/eu/../outside.pdf'],
    ['encoded .. out of the directory', '/brand-files/eu/documents/%2e%2e/%2e%2e/outside.pdf'],
    ['an encoded slash and ..', '/brand-files/eu/documents%2f..%2f..%2foutside.pdf'],
    ['a listed file of the other brand', '/brand-files/pl/documents/terms.pdf'],
    ['an unknown brand', '/brand-files/xx/documents/terms.pdf'],
    ['a directory', '/brand-files/eu/documents'],
    ['a malformed escape', '/brand-files/eu/documents/%E0%A4%A.pdf'],
  ])('answers 404 for %s', async (_, path) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('%PDF');
  });
});

describe('GET /brand-files/{brand}/agreement-documents-{locale}.zip', () => {
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    server = await serverWith(
      euSettings([
        { id: 'TERMS', file: 'documents/terms.pdf' },
        { id: 'FEES', file: { de: 'documents/de/fees.pdf', default: 'documents/fees.pdf' } },
        { id: 'RISKS', url: `${remoteUrl}/moved` },
        { id: 'POLICY', url: { de: `${remoteUrl}/policy` } },
      ]),
    );
  });
  afterAll(async () => server?.t.close());

  it('downloads every document of the locale in one ZIP: files from disk, URLs fetched (redirect followed)', async () => {
    const response = await server.get('/brand-files/eu/agreement-documents-en.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="agreement-documents-en.zip"');
    const files = await unzip(response);
    expect(Object.keys(files).sort()).toEqual(['FEES.pdf', 'RISKS.pdf', 'TERMS.pdf']);
    expect(Buffer.from(files['TERMS.pdf']!).equals(await readFile(join(dir, 'documents', 'terms.pdf')))).toBe(true);
    expect(Buffer.from(files['FEES.pdf']!).equals(await readFile(join(dir, 'documents', 'fees.pdf')))).toBe(true);
    expect(Buffer.from(files['RISKS.pdf']!).equals(REMOTE_PDF)).toBe(true);
  });

  it('takes each document’s own file or page in another locale', async () => {
    const files = await unzip(await server.get('/brand-files/eu/agreement-documents-de.zip'));
    expect(Object.keys(files).sort()).toEqual(['FEES.pdf', 'POLICY.html', 'RISKS.pdf', 'TERMS.pdf']);
    expect(Buffer.from(files['FEES.pdf']!).toString()).toContain('Gebührentabelle');
    expect(Buffer.from(files['POLICY.html']!).toString()).toContain('<title>Policy</title>');
  });

  it('answers 404 for a locale the brand does not serve, or a brand without documents', async () => {
    expect((await server.get('/brand-files/eu/agreement-documents-pl.zip')).status).toBe(404);
    expect((await server.get('/brand-files/eu/agreement-documents-xx.zip')).status).toBe(404);
    expect((await server.get('/brand-files/pl/agreement-documents-pl.zip')).status).toBe(404);
  });
});

describe('the archive when a document cannot be had', () => {
  it.each([
    ['its URL answers 404', '/missing.pdf'],
    ['it redirects out of http(s)', '/to-file'],
  ])('answers 502 naming the document, not an incomplete archive, when %s', async (_, path) => {
    const { t, get } = await serverWith(euSettings([{ id: 'TERMS', file: 'documents/terms.pdf' }, { id: 'RISKS', url: `${remoteUrl}${path}` }]));
    try {
      const response = await get('/brand-files/eu/agreement-documents-en.zip');
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.text()).toContain('document RISKS could not be fetched');
      expect(t.logs.join('\n')).toContain('agreement documents archive unavailable');
    } finally {
      await t.close();
    }
  });

  it('answers 500 naming the document when a listed file is missing on disk', async () => {
    const { t, get } = await serverWith(euSettings([{ id: 'TERMS', file: 'documents/no-such.pdf' }]));
    try {
      const response = await get('/brand-files/eu/agreement-documents-en.zip');
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('document TERMS is missing on the server');
    } finally {
      await t.close();
    }
  });

  it('refuses a document past the size cap, a site that never answers, and a non-http(s) address', async () => {
    const limits = { ...DEFAULT_DOCUMENT_FETCH_LIMITS, maxBytes: 1024, timeoutMs: 200 };
    const reason = (path: string) =>
      fetchDocument('RISKS', path.includes(':') ? path : `${remoteUrl}${path}`, limits).then(
        () => 'fetched',
        (error: unknown) => (error instanceof DocumentUnavailableError ? error.reason : String(error)),
      );
    expect(await reason('/huge')).toBe('larger than 1024 bytes');
    expect(await reason('/huge-chunked')).toBe('larger than 1024 bytes');
    expect(await reason('/hang')).toBe('no answer within 200 ms');
    expect(await reason('ftp://127.0.0.1/risks.pdf')).toBe('refused a ftp: URL (http and https only)');
    expect(await reason('/risks.pdf')).toBe('fetched');
  });
});

import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandSettings } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from './documentsSupport';
import type { TestDatabase } from './harness';
import { registration, startTestServer, testDatabase } from './harness';

// Issue 18 item 7: the registration box "I accept the terms of service and the privacy policy" is acceptance of the
// terms (stored with its time and the documents it covered); marketing consent is a separate, optional answer.

const TERMS_PDF = '%PDF-1.4 terms of service, edition of March\n%%EOF\n';
const PRIVACY_PDF_PL = '%PDF-1.4 polityka prywatności\n%%EOF\n';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const settings: BrandSettings = {
  documents: [
    { id: 'TERMS', file: 'documents/terms.pdf', version: '2026-03' },
    { id: 'FEES', file: 'documents/fees.pdf' },
    { id: 'PRIVACY', file: { pl: 'documents/pl/privacy.pdf', default: 'documents/privacy.pdf' } },
  ],
};
const euSettings: BrandSettings = {
  documents: [
    { id: 'TERMS', url: { en: 'https://www.broker.test/en/terms', default: 'https://www.broker.test/terms' } },
    { id: 'PRIVACY', url: 'https://www.broker.test/privacy', version: 'v7' },
  ],
};

let dataDir: string;
let brandsDir: string;
let database: TestDatabase;
const clock = new Date('2026-11-20T10:15:00Z');
let rows: Row[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realform-terms-'));
  brandsDir = await mkdtemp(join(tmpdir(), 'realform-terms-brand-'));
  await mkdir(join(brandsDir, 'documents', 'pl'), { recursive: true });
  await writeFile(join(brandsDir, 'documents', 'terms.pdf'), TERMS_PDF);
  await writeFile(join(brandsDir, 'documents', 'fees.pdf'), '%PDF-1.4 fees\n%%EOF\n');
  await writeFile(join(brandsDir, 'documents', 'pl', 'privacy.pdf'), PRIVACY_PDF_PL);
  database = await testDatabase(dataDir);

  const t = await startTestServer(
    { now: () => clock, brandSettings: { pl: settings, eu: euSettings }, brandSettingsDirs: { pl: brandsDir } },
    { database },
  );
  try {
    // The test registration ticks the terms box only: no marketingAgreement in the body.
    expect(registration('terms.only@example.com')).not.toHaveProperty('marketingAgreement');
    expect(await t.client().newAccount(registration('terms.only@example.com'))).toMatchObject({ status: 'success', next: 'desktopSms' });
    expect(await t.client().newAccount({ ...registration('both@example.com'), marketingAgreement: true })).toMatchObject({ status: 'success' });
    expect(await t.client({ locale: 'en', brand: 'eu' }).newAccount({ ...registration('eu@example.com'), marketingAgreement: false })).toMatchObject({
      status: 'success',
    });

    // The old meaning of `marketingAgreement` (the terms box) no longer opens an account without the terms.
    const { termsAccepted: _terms, ...withoutTerms } = registration('no.terms@example.com');
    expect(await t.client().newAccount({ ...withoutTerms, marketingAgreement: true } as never)).toEqual({
      status: 'error',
      errors: { termsAccepted: ['Zaakceptuj regulamin, aby przejść dalej.'] },
    });
  } finally {
    await t.server.close();
  }
  // Read once the server is closed (PGlite allows one user at a time).
  rows = await readRows<Row>(database, 'SELECT email, marketing_agreement, terms_accepted_at, terms_documents FROM applications');
}, 60_000);

afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(brandsDir, { recursive: true, force: true });
});

interface Row {
  email: string;
  marketing_agreement: boolean;
  terms_accepted_at: Date;
  terms_documents: unknown;
}

function stored(email: string): Row | undefined {
  return rows.find((row) => row.email === email);
}

describe('new-account stores the acceptance of the terms', () => {
  it('with the time it was given and the terms and privacy policy the page linked, in its language, with their content hash', async () => {
    const row = stored('terms.only@example.com');
    expect(new Date(row!.terms_accepted_at).toISOString()).toBe(clock.toISOString());
    expect(row!.terms_documents).toEqual([
      { id: 'TERMS', url: '/brand-files/pl/documents/terms.pdf', version: '2026-03', sha256: sha256(TERMS_PDF) },
      { id: 'PRIVACY', url: '/brand-files/pl/documents/pl/privacy.pdf', sha256: sha256(PRIVACY_PDF_PL) },
    ]);
  });

  it('names a document on the broker site by its address (and version, where the settings give one)', async () => {
    const row = stored('eu@example.com');
    expect(row!.terms_documents).toEqual([
      { id: 'TERMS', url: 'https://www.broker.test/en/terms' },
      { id: 'PRIVACY', url: 'https://www.broker.test/privacy', version: 'v7' },
    ]);
  });

  it('and opens no application without it', async () => {
    expect(stored('no.terms@example.com')).toBeUndefined();
  });
});

describe('new-account stores marketing consent as given', () => {
  it('false when the applicant only accepted the terms', async () => {
    expect((stored('terms.only@example.com'))!.marketing_agreement).toBe(false);
    expect((stored('eu@example.com'))!.marketing_agreement).toBe(false);
  });

  it('true only when the separate marketing box was ticked', async () => {
    expect((stored('both@example.com'))!.marketing_agreement).toBe(true);
  });
});

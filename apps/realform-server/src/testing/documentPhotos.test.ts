import { parse } from 'mrz';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildMrzLines, generateDocumentPhoto, icaoCheckDigit, nonDocumentPhotos, type DocumentTruth } from './documentPhotos';

const NOW = new Date('2026-03-01T12:00:00Z');

const holder: Omit<DocumentTruth, 'lines' | 'angle' | 'variant' | 'side' | 'expired' | 'format'> = {
  surname: "O'Brien-Nowak",
  givenNames: 'Anna Maria',
  birthDate: '1990-07-15',
  expiryDate: '2031-02-28',
  sex: 'F',
  issuingState: 'POL',
  nationality: 'POL',
  documentNumber: 'ZS1234567',
  optionalData: '90071501234',
  validCheckDigits: true,
};

describe('buildMrzLines', () => {
  it('computes ICAO check digits with weights 7-3-1 (the specimen passport number L898902C3 checks to 6)', () => {
    expect(icaoCheckDigit('L898902C3')).toBe('6');
    expect(icaoCheckDigit('<<<<<<<<<<<<<<')).toBe('0');
  });

  it('builds a TD3 zone the mrz package reads as valid, names transliterated (apostrophe dropped, hyphen as <)', () => {
    const lines = buildMrzLines({ ...holder, format: 'TD3' });
    // ZS1234567 → 7 (35·7 + 28·3 + 1 + 2·7 + 3·3 + 4 + 5·7 + 6·3 + 7 = 417), 900715 → 0 (63 + 49 + 3 + 5 = 120).
    expect(lines).toEqual(['P<POLOBRIEN<NOWAK<<ANNA<MARIA<<<<<<<<<<<<<<<', 'ZS12345677POL9007150F310228290071501234<<<88']);
    const result = parse(lines);
    expect(result.valid).toBe(true);
    expect(result.fields).toMatchObject({ documentNumber: 'ZS1234567', lastName: 'OBRIEN NOWAK', firstName: 'ANNA MARIA', birthDate: '900715' });
  });

  it('builds a TD1 zone the mrz package reads as valid, with an empty personal number as fillers', () => {
    const lines = buildMrzLines({ ...holder, format: 'TD1', optionalData: '' });
    expect(lines.map((line) => line.length)).toEqual([30, 30, 30]);
    expect(parse(lines).valid).toBe(true);
    expect(parse(buildMrzLines({ ...holder, format: 'TD3', optionalData: '' })).valid).toBe(true);
  });

  it('given validCheckDigits: false, breaks the document number check digit and nothing else', () => {
    const result = parse(buildMrzLines({ ...holder, format: 'TD3', validCheckDigits: false }));
    const invalid = result.details.filter((detail) => !detail.valid).map((detail) => detail.field);
    expect(invalid).toContain('documentNumberCheckDigit');
    expect(invalid.filter((field) => field !== 'documentNumberCheckDigit' && field !== 'compositeCheckDigit')).toEqual([]);
  });
});

describe('generateDocumentPhoto', () => {
  it('photographs a TD3 page on a desk: a JPEG at least 1280 px wide whose truth the mrz package finds valid', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD3', seed: 3, now: NOW });
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(truth).toMatchObject({ format: 'TD3', side: 'back', variant: 'clean', expired: false });
    expect(parse(truth.lines).valid).toBe(true);
  });

  it('is deterministic: the same spec and seed give the same bytes, another seed another document', async () => {
    const spec = { format: 'TD1', variant: 'glare', seed: 7, now: NOW } as const;
    const [first, second, other] = await Promise.all([generateDocumentPhoto(spec), generateDocumentPhoto(spec), generateDocumentPhoto({ ...spec, seed: 8 })]);
    expect(first.jpeg.equals(second.jpeg)).toBe(true);
    expect(first.truth).toEqual(second.truth);
    expect(other.truth.lines).not.toEqual(first.truth.lines);
  });

  it('rotates the document by 2.5–5° for the rotated variant, and keeps the given holder', async () => {
    const { truth } = await generateDocumentPhoto({ format: 'TD1', variant: 'rotated', seed: 2, surname: 'Kowalska', givenNames: 'Zofia', documentNumber: 'ABC123456', now: NOW });
    expect(Math.abs(truth.angle)).toBeGreaterThanOrEqual(2.5);
    expect(Math.abs(truth.angle)).toBeLessThanOrEqual(5);
    expect(truth.lines[0]).toMatch(/^I<...ABC123456/);
    expect(truth.lines[2]).toBe('KOWALSKA<<ZOFIA<<<<<<<<<<<<<<<');
  });

  it('given expired, sets an expiry before now; a TD1 front has no MRZ; a portrait photo takes the silhouette’s place', async () => {
    const portrait = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#b08060' } }).jpeg().toBuffer();
    const [expired, front] = await Promise.all([
      generateDocumentPhoto({ format: 'TD3', expired: true, seed: 4, now: NOW }),
      generateDocumentPhoto({ format: 'TD1', side: 'front', seed: 4, portrait, width: 1280, now: NOW }),
    ]);
    expect(expired.truth.expired).toBe(true);
    expect(new Date(expired.truth.expiryDate).getTime()).toBeLessThan(NOW.getTime());
    expect(front.truth).toMatchObject({ side: 'front', lines: [] });
    expect((await sharp(front.jpeg).metadata()).width).toBe(1280);
  });
});

describe('nonDocumentPhotos', () => {
  it('gives blank pages, typed text, a landscape and noise as JPEGs at least 1280 px wide', async () => {
    const photos = await nonDocumentPhotos();
    expect(photos.map((photo) => photo.name)).toEqual(['blankWhite', 'blankGrey', 'typedText', 'typedCapitals', 'landscape', 'noise']);
    for (const photo of photos) expect((await sharp(photo.jpeg).metadata()).width).toBeGreaterThanOrEqual(1280);
  });
});

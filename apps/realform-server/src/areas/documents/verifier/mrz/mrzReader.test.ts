import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDocumentPhoto, nonDocumentPhotos } from '../../../../testing/documentPhotos';
import { createMrzReader, MrzReaderBusyError, type MrzReader } from './mrzReader';

const NOW = new Date('2026-03-01T12:00:00Z');

// One reader (one tesseract.js worker) for the file: starting it loads the model, about a second.
let reader: MrzReader;
beforeAll(() => {
  reader = createMrzReader({ now: () => NOW });
});
afterAll(async () => {
  await reader.close();
});

describe('createMrzReader', () => {
  it('reads the back of an identity card photographed on a desk (TD1), every check digit agreeing', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD1', seed: 1000, now: NOW, surname: 'Kowalska', givenNames: 'Anna Maria' });
    const result = await reader.read(jpeg);
    expect(result).toMatchObject({ found: true, format: 'TD1', lines: truth.lines });
    expect(result.reading).toMatchObject({ format: 'TD1', checkDigitsValid: true, documentType: 'IdentityCard', fields: { LastName: 'KOWALSKA', FirstName: 'ANNA MARIA', DocumentNumber: truth.documentNumber } });
    expect(result.ocrMs).toBeGreaterThan(0);
  });

  it('reads a passport data page rotated by a few degrees (TD3)', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD3', variant: 'rotated', seed: 1009, now: NOW });
    expect(Math.abs(truth.angle)).toBeGreaterThanOrEqual(2.5);
    const result = await reader.read(jpeg);
    expect(result).toMatchObject({ found: true, format: 'TD3', lines: truth.lines, reading: { checkDigitsValid: true, documentType: 'Passport' } });
  });

  it('reads a photo taken in dim light, and one from a file path', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD3', variant: 'lowLight', seed: 1013, now: NOW });
    const directory = await mkdtemp(path.join(tmpdir(), 'mrz-reader-'));
    try {
      const file = path.join(directory, 'passport.jpg');
      await writeFile(file, jpeg);
      expect((await reader.read(file)).lines).toEqual(truth.lines);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('given a wrong check digit, reads the zone as printed and reports the check digits failing', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD1', validCheckDigits: false, seed: 1002, now: NOW });
    const result = await reader.read(jpeg);
    expect(result).toMatchObject({ found: true, lines: truth.lines, reading: { checkDigitsValid: false } });
  });

  it('given an expired passport, reads its expiry date in the past', async () => {
    const { jpeg, truth } = await generateDocumentPhoto({ format: 'TD3', expired: true, seed: 1003, now: NOW });
    const result = await reader.read(jpeg);
    expect(result.reading?.expiryDate?.toISOString().slice(0, 10)).toBe(truth.expiryDate);
    expect(result.reading!.expiryDate!.getTime()).toBeLessThan(NOW.getTime());
  });

  it('finds no MRZ on typed text or the front of a card', async () => {
    const typed = (await nonDocumentPhotos()).find((photo) => photo.name === 'typedCapitals')!;
    const front = await generateDocumentPhoto({ format: 'TD1', side: 'front', seed: 1, now: NOW });
    for (const jpeg of [typed.jpeg, front.jpeg]) {
      const result = await reader.read(jpeg);
      expect(result.found && result.reading?.checkDigitsValid).toBeFalsy();
    }
    expect(await reader.read((await nonDocumentPhotos())[0]!.jpeg)).toMatchObject({ found: false, lines: null, reading: null, format: null });
  });

  it('given more photos waiting than maxQueued, turns the extra one away; after close, reads no more', async () => {
    const busy = createMrzReader({ maxQueued: 1, now: () => NOW });
    const { jpeg } = await generateDocumentPhoto({ format: 'TD1', seed: 5, now: NOW });
    const first = busy.read(jpeg);
    await expect(busy.read(jpeg)).rejects.toBeInstanceOf(MrzReaderBusyError);
    await first;
    await busy.close();
    await expect(busy.read(jpeg)).rejects.toThrow(/closed/);
  });
});

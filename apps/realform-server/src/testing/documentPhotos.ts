import sharp from 'sharp';

/**
 * Synthetic photos of identity documents for the verifier's tests and benchmarks (issue 15): a TD3 passport data
 * page or a TD1 identity card (front or back) lying on a desk, photographed clean, rotated, blurred, in low light or
 * with glare. Everything is drawn as SVG and rendered by sharp (librsvg + fontconfig; the MRZ in Debian's "OCR B",
 * package fonts-ocr-b), so the same seed gives the same JPEG on every machine with the same sharp.
 *
 * The MRZ strings are built here with their own ICAO 9303 check digits (7-3-1 weights), independently of the reader
 * they are used to test.
 */

export type DocumentFormat = 'TD1' | 'TD3';
export type PhotoVariant = 'clean' | 'rotated' | 'blurred' | 'lowLight' | 'glare';
export const PHOTO_VARIANTS: readonly PhotoVariant[] = ['clean', 'rotated', 'blurred', 'lowLight', 'glare'];

export interface DocumentPhotoSpec {
  /** TD3: passport data page (2 × 44 MRZ); TD1: identity card (3 × 30 MRZ on the back). */
  format: DocumentFormat;
  /** Which side of a TD1 card is photographed; a TD3 data page has one. @default 'back' */
  side?: 'front' | 'back';
  /** @default 'clean' */
  variant?: PhotoVariant;
  /** Every random choice (names when not given, layout, desk, angle, light) follows it. @default 1 */
  seed?: number;
  /** A face photo (any format sharp reads) for the portrait; by default a drawn silhouette. */
  portrait?: Buffer;
  surname?: string;
  givenNames?: string;
  /** ISO date YYYY-MM-DD. */
  birthDate?: string;
  /** ISO date YYYY-MM-DD; by default a few years after `now`, or before it when `expired`. */
  expiryDate?: string;
  sex?: 'M' | 'F' | '<';
  /** ICAO alpha-3 (Germany is `D`, written `D<<`; `UTO` is ICAO's specimen state). @default one of a few European states */
  issuingState?: string;
  /** @default issuingState */
  nationality?: string;
  /** Up to 9 characters A–Z 0–9. */
  documentNumber?: string;
  /** Optional data (TD3 personal number, up to 14; TD1 first optional field, up to 15). */
  optionalData?: string;
  /** False prints a wrong document-number check digit (everything else stays right). @default true */
  validCheckDigits?: boolean;
  /** Picks an expiry date in the past (only when `expiryDate` is not given). @default false */
  expired?: boolean;
  /** The day `expired` is measured against. @default new Date() */
  now?: Date;
  /** Width of the photo in pixels (the height is 3/4 of it). @default 1600 */
  width?: number;
}

export interface DocumentTruth {
  format: DocumentFormat;
  side: 'front' | 'back';
  variant: PhotoVariant;
  /** The MRZ lines as printed (empty on a TD1 front, which has none). */
  lines: string[];
  surname: string;
  givenNames: string;
  birthDate: string;
  expiryDate: string;
  sex: 'M' | 'F' | '<';
  issuingState: string;
  nationality: string;
  documentNumber: string;
  optionalData: string;
  validCheckDigits: boolean;
  expired: boolean;
  /** The rotation of the document in the photo, degrees (positive is clockwise). */
  angle: number;
}

export interface DocumentPhoto {
  jpeg: Buffer;
  truth: DocumentTruth;
}

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 repeating; digits count as themselves, A–Z as 10–35, `<` as 0. */
export function icaoCheckDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 90 ? code - 55 : 0;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

/** Deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SURNAMES = ['ERIKSSON', 'KOWALSKI', 'MUELLER', 'OBRIEN', 'DUBOIS', 'NOWAK', 'GARCIA LOPEZ', 'SZYMANSKA', 'BIANCHI', 'VAN DER BERG', 'OKONKWO', 'LINDQVIST', 'ZIELINSKI', 'SMITH', 'KOVAC', 'ABDULLAH'] as const;
const GIVEN_NAMES = ['ANNA MARIA', 'JAN', 'PIOTR', 'SOPHIE', 'LUCA', 'ZOFIA', 'OLIVER JAMES', 'CHIDI', 'MAGDALENA', 'IGOR', 'BEATRIX', 'SAMUEL', 'QUINN', 'GRZEGORZ', 'OSKAR', 'IZABELA'] as const;
const STATES = ['POL', 'DEU', 'FRA', 'ITA', 'NLD', 'SWE', 'GBR', 'ESP', 'CZE', 'AUT', 'BEL', 'IRL', 'NOR', 'D<<'] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** ICAO 9303 part 3 §4.6: upper case, spaces and hyphens become `<`, other punctuation is dropped. */
function mrzName(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ -]+/g, '<')
    .replace(/[^A-Z<]/g, '');
}

const pad = (text: string, length: number) => text.slice(0, length).padEnd(length, '<');
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const humanDate = (iso: string) => `${iso.slice(8, 10)} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function randomDocumentNumber(random: Random, format: DocumentFormat): string {
  // Letters that OCR confuses with digits (O, I, S, B, Z, G) appear on purpose: the reader must use the check digit.
  const letters = format === 'TD3' ? 2 : 3;
  let text = '';
  for (let i = 0; i < letters; i++) text += LETTERS[Math.floor(random() * LETTERS.length)]!;
  while (text.length < 9) text += String(Math.floor(random() * 10));
  return text;
}

function randomDate(random: Random, fromYear: number, toYear: number): string {
  const time = Date.UTC(fromYear, 0, 1) + random() * (Date.UTC(toYear, 0, 1) - Date.UTC(fromYear, 0, 1));
  return isoDate(new Date(time));
}

/** The MRZ lines (ICAO 9303 parts 4 and 5) with their check digits; `validCheckDigits: false` breaks the document number's. */
export function buildMrzLines(truth: Omit<DocumentTruth, 'lines' | 'angle' | 'variant' | 'side' | 'expired'>): string[] {
  const names = pad(`${mrzName(truth.surname)}<<${mrzName(truth.givenNames)}`, truth.format === 'TD3' ? 39 : 30);
  const documentNumber = pad(truth.documentNumber, 9);
  const right = icaoCheckDigit(documentNumber);
  const documentCheck = truth.validCheckDigits ? right : String((Number(right) + 3) % 10);
  const birth = yymmdd(truth.birthDate);
  const expiry = yymmdd(truth.expiryDate);
  const state = pad(truth.issuingState, 3);
  const nationality = pad(truth.nationality, 3);
  if (truth.format === 'TD3') {
    const personal = pad(truth.optionalData, 14);
    const personalCheck = /^<+$/.test(personal) ? '<' : icaoCheckDigit(personal);
    const line1 = `P<${state}${names}`;
    const withoutComposite = `${documentNumber}${documentCheck}${nationality}${birth}${icaoCheckDigit(birth)}${truth.sex}${expiry}${icaoCheckDigit(expiry)}${personal}${personalCheck}`;
    const composite = icaoCheckDigit(withoutComposite.slice(0, 10) + withoutComposite.slice(13, 20) + withoutComposite.slice(21, 43));
    return [line1, withoutComposite + composite];
  }
  const line1 = `I<${state}${documentNumber}${documentCheck}${pad(truth.optionalData, 15)}`;
  const line2Head = `${birth}${icaoCheckDigit(birth)}${truth.sex}${expiry}${icaoCheckDigit(expiry)}${nationality}${pad('', 11)}`;
  const composite = icaoCheckDigit(line1.slice(5, 30) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18, 29));
  return [line1, line2Head + composite, names];
}

function resolveTruth(spec: DocumentPhotoSpec, random: Random): Omit<DocumentTruth, 'lines' | 'angle'> {
  const now = spec.now ?? new Date();
  const year = now.getUTCFullYear();
  const expired = spec.expired ?? false;
  const issuingState = spec.issuingState ?? pick(random, STATES);
  const expiryDate = spec.expiryDate ?? (expired ? randomDate(random, year - 6, year - 1) : randomDate(random, year + 1, year + 9));
  const personalNumber = random() < 0.5 ? '' : String(Math.floor(between(random, 1e10, 9e10)));
  return {
    format: spec.format,
    side: spec.format === 'TD1' ? (spec.side ?? 'back') : 'back',
    variant: spec.variant ?? 'clean',
    surname: spec.surname ?? pick(random, SURNAMES),
    givenNames: spec.givenNames ?? pick(random, GIVEN_NAMES),
    birthDate: spec.birthDate ?? randomDate(random, year - 80, year - 19),
    expiryDate,
    sex: spec.sex ?? (random() < 0.5 ? 'F' : 'M'),
    issuingState,
    nationality: spec.nationality ?? issuingState,
    documentNumber: spec.documentNumber ?? randomDocumentNumber(random, spec.format),
    optionalData: spec.optionalData ?? personalNumber,
    validCheckDigits: spec.validCheckDigits ?? true,
    expired: new Date(`${expiryDate}T00:00:00Z`).getTime() < now.getTime(),
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Sizes in millimetres (ICAO 9303 part 3 §4.1: ID-1 85.60 × 53.98, ID-3 125 × 88). */
const PAGE = { TD1: { width: 85.6, height: 53.98 }, TD3: { width: 125, height: 88 } } as const;
/** OCR-B size 1: 10 characters per inch (ICAO 9303 part 3 §4.2.2). */
const MRZ_PITCH_MM = 2.54;
const MRZ_LINE_SPACING_MM = 4.23;

function guilloche(random: Random, width: number, height: number, hue: number): string {
  const paths: string[] = [];
  const waves = 14;
  for (let i = 0; i < waves; i++) {
    const amplitude = between(random, 1.5, 5);
    const period = between(random, 8, 22);
    const phase = random() * Math.PI * 2;
    const y0 = (height * (i + 0.5)) / waves;
    let d = '';
    for (let x = 0; x <= width; x += 1) {
      const y = y0 + amplitude * Math.sin((x / period) * Math.PI * 2 + phase) + 0.6 * amplitude * Math.sin((x / (period * 2.7)) * Math.PI * 2);
      d += `${x === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(2)}`;
    }
    paths.push(`<path d="${d}" fill="none" stroke="hsl(${hue + i * 7},45%,72%)" stroke-width="0.18" opacity="0.7"/>`);
  }
  const rosette: string[] = [];
  const cx = width * between(random, 0.55, 0.8);
  const cy = height * between(random, 0.3, 0.55);
  for (let k = 0; k < 18; k++) {
    rosette.push(`<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(height * 0.32).toFixed(1)}" ry="${(height * 0.12).toFixed(1)}" transform="rotate(${k * 10} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="none" stroke="hsl(${hue + 30},40%,70%)" stroke-width="0.15" opacity="0.6"/>`);
  }
  return paths.join('') + rosette.join('');
}

function silhouette(x: number, y: number, width: number, height: number, random: Random): string {
  const skin = pick(random, ['#c89c7c', '#a77555', '#e0b899', '#7a5238']);
  const cloth = pick(random, ['#3b4a6b', '#2f2f2f', '#6b3b3b', '#44604a']);
  const cx = x + width / 2;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#dfe4ea"/>`,
    `<ellipse cx="${cx}" cy="${y + height * 0.95}" rx="${width * 0.48}" ry="${height * 0.3}" fill="${cloth}"/>`,
    `<rect x="${cx - width * 0.09}" y="${y + height * 0.5}" width="${width * 0.18}" height="${height * 0.2}" fill="${skin}"/>`,
    `<ellipse cx="${cx}" cy="${y + height * 0.38}" rx="${width * 0.25}" ry="${height * 0.22}" fill="${skin}"/>`,
    `<path d="M${cx - width * 0.26},${y + height * 0.36} Q${cx},${y + height * 0.02} ${cx + width * 0.26},${y + height * 0.36} Q${cx},${y + height * 0.18} ${cx - width * 0.26},${y + height * 0.36}Z" fill="#3a2a1e"/>`,
  ].join('');
}

interface Field {
  label: string;
  value: string;
}

function fieldBlock(fields: Field[], x: number, y: number, lineHeight: number, columns: number, columnWidth: number): string {
  return fields
    .map((field, index) => {
      const column = index % columns;
      const row = Math.floor(index / columns);
      const fx = x + column * columnWidth;
      const fy = y + row * lineHeight;
      return (
        `<text x="${fx}" y="${fy}" font-family="DejaVu Sans" font-size="1.7" fill="#5a6270">${escapeXml(field.label)}</text>` +
        `<text x="${fx}" y="${fy + 2.9}" font-family="DejaVu Sans" font-weight="bold" font-size="2.6" fill="#1c2230">${escapeXml(field.value)}</text>`
      );
    })
    .join('');
}

/** The MRZ characters placed one by one at the OCR-B pitch (librsvg ignores per-glyph x lists). */
function mrzText(lines: string[], left: number, lastBaseline: number): string {
  const parts: string[] = [];
  lines.forEach((line, row) => {
    const baseline = lastBaseline - (lines.length - 1 - row) * MRZ_LINE_SPACING_MM;
    for (let i = 0; i < line.length; i++) {
      parts.push(`<text x="${(left + i * MRZ_PITCH_MM + 0.3).toFixed(2)}" y="${baseline.toFixed(2)}" font-family="OCR B" font-size="3.45" fill="#111">${escapeXml(line[i]!)}</text>`);
    }
  });
  return parts.join('');
}

function documentSvg(truth: Omit<DocumentTruth, 'angle'>, random: Random, pixelWidth: number, portraitBox: { x: number; y: number; width: number; height: number } | null): string {
  const page = PAGE[truth.format];
  const pixelHeight = Math.round((pixelWidth * page.height) / page.width);
  const hue = Math.floor(between(random, 0, 360));
  const body: string[] = [];
  body.push(`<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,93%)"/><stop offset="1" stop-color="hsl(${hue + 40},30%,88%)"/></linearGradient></defs>`);
  body.push(`<rect x="0" y="0" width="${page.width}" height="${page.height}" rx="${truth.format === 'TD1' ? 3.2 : 1.5}" fill="url(#paper)"/>`);
  body.push(guilloche(random, page.width, page.height, hue));
  const country = truth.issuingState.replace(/</g, '') === 'UTO' ? 'REPUBLIC OF UTOPIA' : `STATE ${truth.issuingState.replace(/</g, '')}`;
  const mrzLeft = (page.width - (truth.format === 'TD3' ? 44 : 30) * MRZ_PITCH_MM) / 2;
  if (truth.format === 'TD3') {
    body.push(`<text x="6" y="7" font-family="DejaVu Sans" font-weight="bold" font-size="3.6" fill="hsl(${hue},50%,30%)">${country}</text>`);
    body.push(`<text x="6" y="11.5" font-family="DejaVu Serif" font-size="2.4" fill="hsl(${hue},40%,35%)">PASSPORT / PASZPORT / PASSEPORT</text>`);
    body.push(silhouette(6, 15, 33, 42, random));
    body.push(
      fieldBlock(
        [
          { label: 'Type / Typ', value: 'P' },
          { label: 'Code / Kod', value: truth.issuingState.replace(/</g, '') },
          { label: 'Passport No. / Nr paszportu', value: truth.documentNumber },
          { label: 'Surname / Nazwisko', value: truth.surname },
          { label: 'Given names / Imiona', value: truth.givenNames },
          { label: 'Nationality / Obywatelstwo', value: truth.nationality.replace(/</g, '') },
          { label: 'Date of birth / Data urodzenia', value: humanDate(truth.birthDate) },
          { label: 'Sex / Płeć', value: truth.sex },
          { label: 'Place of birth / Miejsce urodzenia', value: pick(random, ['WARSZAWA', 'LYON', 'MALMO', 'NAPOLI', 'CORK']) },
          { label: 'Date of issue / Data wydania', value: humanDate(isoDate(new Date(new Date(`${truth.expiryDate}T00:00:00Z`).getTime() - 10 * 365.25 * 864e5))) },
          { label: 'Date of expiry / Data ważności', value: humanDate(truth.expiryDate) },
          { label: 'Authority / Organ wydający', value: 'MINISTER OF INTERIOR' },
        ],
        43,
        17,
        6.2,
        2,
        38,
      ),
    );
    body.push(`<path d="M45,58 q4,-5 7,0 t6,-1 t5,2 t6,-3" fill="none" stroke="#203070" stroke-width="0.35"/>`);
    body.push(`<rect x="0" y="${page.height - 20}" width="${page.width}" height="20" fill="#fbfbf8" opacity="0.55"/>`);
    body.push(mrzText(truth.lines, mrzLeft, page.height - 5.2));
  } else if (truth.side === 'front') {
    body.push(`<text x="4" y="6" font-family="DejaVu Sans" font-weight="bold" font-size="3.2" fill="hsl(${hue},50%,30%)">${country}</text>`);
    body.push(`<text x="4" y="9.5" font-family="DejaVu Sans" font-size="2" fill="hsl(${hue},40%,35%)">IDENTITY CARD / DOWÓD OSOBISTY</text>`);
    body.push(silhouette(4, 12, 25, 32, random));
    body.push(
      fieldBlock(
        [
          { label: 'Surname', value: truth.surname },
          { label: 'Given names', value: truth.givenNames },
          { label: 'Nationality', value: truth.nationality.replace(/</g, '') },
          { label: 'Date of birth', value: humanDate(truth.birthDate) },
          { label: 'Sex', value: truth.sex },
          { label: 'Document No.', value: truth.documentNumber },
          { label: 'Expiry', value: humanDate(truth.expiryDate) },
          { label: 'CAN', value: String(Math.floor(between(random, 100000, 999999))) },
        ],
        32,
        14,
        6.4,
        2,
        26,
      ),
    );
    body.push(`<path d="M34,49 q3,-4 5,0 t5,-1 t4,2" fill="none" stroke="#203070" stroke-width="0.3"/>`);
  } else {
    body.push(
      fieldBlock(
        [
          { label: 'Address', value: pick(random, ['UL. DLUGA 5/12 WARSZAWA', '12 RUE DES LILAS LYON', 'STORGATAN 4 MALMO']) },
          { label: 'Height', value: `${Math.floor(between(random, 150, 200))} cm` },
          { label: 'Authority', value: 'CITY HALL' },
          { label: 'Date of issue', value: humanDate(isoDate(new Date(new Date(`${truth.expiryDate}T00:00:00Z`).getTime() - 10 * 365.25 * 864e5))) },
        ],
        4,
        5,
        6.2,
        2,
        44,
      ),
    );
    for (let i = 0; i < 24; i++) body.push(`<rect x="${60 + i * 0.9}" y="3" width="${0.25 + (i % 3) * 0.2}" height="8" fill="#333" opacity="0.7"/>`);
    body.push(`<rect x="0" y="${page.height - 16}" width="${page.width}" height="16" fill="#fbfbf8" opacity="0.55"/>`);
    body.push(mrzText(truth.lines, mrzLeft, page.height - 3.6));
  }
  if (portraitBox) body.push(`<rect x="${portraitBox.x}" y="${portraitBox.y}" width="${portraitBox.width}" height="${portraitBox.height}" fill="none" stroke="#999" stroke-width="0.2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${page.width} ${page.height}">${body.join('')}</svg>`;
}

function deskSvg(random: Random, width: number, height: number): string {
  const tone = pick(random, [
    { base: [120, 84, 52], grain: [90, 60, 36] },
    { base: [165, 160, 150], grain: [140, 136, 128] },
    { base: [44, 52, 70], grain: [30, 36, 50] },
    { base: [196, 180, 150], grain: [170, 150, 120] },
    { base: [70, 70, 72], grain: [55, 55, 58] },
  ]);
  const [r, g, b] = tone.base as [number, number, number];
  const [gr, gg, gb] = tone.grain as [number, number, number];
  const lines: string[] = [];
  const grainAngle = between(random, -20, 20);
  for (let i = 0; i < 70; i++) {
    const y = between(random, -height * 0.2, height * 1.2);
    const amplitude = between(random, 2, 18);
    lines.push(`<path d="M${-width * 0.2},${y.toFixed(0)} C${width * 0.3},${(y + amplitude).toFixed(0)} ${width * 0.6},${(y - amplitude).toFixed(0)} ${width * 1.2},${(y + amplitude / 2).toFixed(0)}" stroke="rgb(${gr},${gg},${gb})" stroke-width="${between(random, 1, 5).toFixed(1)}" fill="none" opacity="${between(random, 0.15, 0.5).toFixed(2)}"/>`);
  }
  const clutter: string[] = [];
  if (random() < 0.6) {
    const x = between(random, 0, width);
    clutter.push(`<rect x="${x.toFixed(0)}" y="${between(random, 0, height).toFixed(0)}" width="${(width * 0.35).toFixed(0)}" height="${(width * 0.02).toFixed(0)}" rx="8" fill="${pick(random, ['#1d3f8f', '#202020', '#b02020'])}" transform="rotate(${between(random, -60, 60).toFixed(0)} ${x.toFixed(0)} ${(height / 2).toFixed(0)})"/>`);
  }
  if (random() < 0.5) {
    clutter.push(`<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 0, height).toFixed(0)}" r="${(width * 0.08).toFixed(0)}" fill="none" stroke="rgb(${gr - 20},${gg - 20},${gb - 20})" stroke-width="6" opacity="0.35"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${r},${g},${b})"/><g transform="rotate(${grainAngle.toFixed(1)} ${width / 2} ${height / 2})">${lines.join('')}</g>${clutter.join('')}</svg>`;
}

/** Adds seeded Gaussian-ish sensor noise (sum of uniforms) to an RGB buffer, in place. */
function addNoise(data: Buffer, random: Random, sigma: number): void {
  for (let i = 0; i < data.length; i += 3) {
    const noise = (random() + random() + random() - 1.5) * 2 * sigma;
    data[i] = Math.max(0, Math.min(255, data[i]! + noise));
    data[i + 1] = Math.max(0, Math.min(255, data[i + 1]! + noise));
    data[i + 2] = Math.max(0, Math.min(255, data[i + 2]! + noise));
  }
}

function variantAngle(random: Random, variant: PhotoVariant): number {
  const sign = random() < 0.5 ? -1 : 1;
  if (variant === 'rotated') return sign * between(random, 2.5, 5);
  if (variant === 'clean') return sign * between(random, 0, 0.7);
  return sign * between(random, 0, 1.5);
}

/**
 * A photo of an identity document on a desk (JPEG, `width` × ¾ `width`, the document covering roughly half to
 * four fifths of the width), with the truth printed on it.
 */
export async function generateDocumentPhoto(spec: DocumentPhotoSpec): Promise<DocumentPhoto> {
  const random = seededRandom((spec.seed ?? 1) * 7919 + (spec.format === 'TD3' ? 1 : 2));
  const resolved = resolveTruth(spec, random);
  const lines = resolved.format === 'TD1' && resolved.side === 'front' ? [] : buildMrzLines(resolved);
  const variant = resolved.variant;
  const angle = variantAngle(random, variant);
  const truth: DocumentTruth = { ...resolved, lines, angle };

  const width = spec.width ?? 1600;
  const height = Math.round((width * 3) / 4);
  const page = PAGE[truth.format];
  const documentWidth = Math.round(width * (truth.format === 'TD3' ? between(random, 0.6, 0.8) : between(random, 0.5, 0.68)));
  const scale = documentWidth / page.width;
  const portraitBox = truth.format === 'TD3' ? { x: 6, y: 15, width: 33, height: 42 } : truth.side === 'front' ? { x: 4, y: 12, width: 25, height: 32 } : null;
  let documentImage = sharp(Buffer.from(documentSvg(truth, random, documentWidth, spec.portrait ? portraitBox : null))).ensureAlpha();
  if (spec.portrait && portraitBox) {
    const face = await sharp(spec.portrait)
      .resize(Math.round(portraitBox.width * scale), Math.round(portraitBox.height * scale), { fit: 'cover' })
      .png()
      .toBuffer();
    documentImage = sharp(await documentImage.png().toBuffer()).composite([{ input: face, left: Math.round(portraitBox.x * scale), top: Math.round(portraitBox.y * scale) }]);
  }
  const rotated = await sharp(await documentImage.png().toBuffer())
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(between(random, 0.03, 0.97) * Math.max(0, width - rotated.info.width));
  const top = Math.round(between(random, 0.05, 0.95) * Math.max(0, height - rotated.info.height));
  const shadowAlpha = await sharp(rotated.data).extractChannel(3).blur(12).linear(0.45, 0).raw().toBuffer();
  const shadow = await sharp({ create: { width: rotated.info.width, height: rotated.info.height, channels: 3, background: '#000' } })
    .joinChannel(shadowAlpha, { raw: { width: rotated.info.width, height: rotated.info.height, channels: 1 } })
    .png()
    .toBuffer();

  let photo = sharp(Buffer.from(deskSvg(random, width, height))).composite([
    { input: shadow, left: Math.min(width - 1, left + 10), top: Math.min(height - 1, top + 14) },
    { input: rotated.data, left, top },
  ]);
  let flat = await photo.removeAlpha().png().toBuffer();
  if (variant === 'glare') {
    // Glare lands anywhere on the lower two thirds of the document, so often on the MRZ.
    const spot = { x: left + rotated.info.width * between(random, 0.15, 0.85), y: top + rotated.info.height * between(random, 0.4, 0.95) };
    const radius = documentWidth * between(random, 0.1, 0.22);
    const peak = between(random, 0.7, 0.9);
    const glare = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${peak.toFixed(2)}"/><stop offset="0.45" stop-color="#fff" stop-opacity="${(peak * 0.7).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${spot.x.toFixed(0)}" cy="${spot.y.toFixed(0)}" rx="${(radius * 1.6).toFixed(0)}" ry="${radius.toFixed(0)}" fill="url(#g)" transform="rotate(${between(random, -30, 30).toFixed(0)} ${spot.x.toFixed(0)} ${spot.y.toFixed(0)})"/></svg>`;
    flat = await sharp(flat).composite([{ input: Buffer.from(glare) }]).png().toBuffer();
  }
  photo = sharp(flat);
  if (variant === 'blurred') photo = photo.blur(between(random, 1.5, 2.5));
  if (variant === 'lowLight') photo = photo.linear(between(random, 0.28, 0.42), between(random, 2, 8)).modulate({ saturation: 0.8 });
  const raw = await photo.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  addNoise(raw.data, random, variant === 'lowLight' ? between(random, 5, 9) : between(random, 1.5, 3.5));
  const jpeg = await sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: 3 } })
    .jpeg({ quality: Math.round(between(random, 78, 92)) })
    .toBuffer();
  return { jpeg, truth };
}

/**
 * The document alone, flat and upright (JPEG, `width` pixels wide, its own aspect ratio): what a fake camera draws
 * where the widget asks the user to hold the document (the e2e journeys), with the same truth as a photo of it.
 */
export async function renderDocumentCard(spec: Omit<DocumentPhotoSpec, 'variant'> & { width?: number }): Promise<DocumentPhoto> {
  const random = seededRandom((spec.seed ?? 1) * 7919 + (spec.format === 'TD3' ? 1 : 2));
  const resolved = resolveTruth({ ...spec, variant: 'clean' }, random);
  const lines = resolved.format === 'TD1' && resolved.side === 'front' ? [] : buildMrzLines(resolved);
  const truth: DocumentTruth = { ...resolved, lines, angle: 0 };
  const documentWidth = spec.width ?? 1200;
  const page = PAGE[truth.format];
  const scale = documentWidth / page.width;
  const portraitBox = truth.format === 'TD3' ? { x: 6, y: 15, width: 33, height: 42 } : truth.side === 'front' ? { x: 4, y: 12, width: 25, height: 32 } : null;
  let card = sharp(Buffer.from(documentSvg(truth, random, documentWidth, spec.portrait ? portraitBox : null))).ensureAlpha();
  if (spec.portrait && portraitBox) {
    const face = await sharp(spec.portrait)
      .resize(Math.round(portraitBox.width * scale), Math.round(portraitBox.height * scale), { fit: 'cover' })
      .png()
      .toBuffer();
    card = sharp(await card.png().toBuffer()).composite([{ input: face, left: Math.round(portraitBox.x * scale), top: Math.round(portraitBox.y * scale) }]);
  }
  const jpeg = await sharp(await card.png().toBuffer())
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { jpeg, truth };
}

export interface NonDocumentPhoto {
  name: 'blankWhite' | 'blankGrey' | 'typedText' | 'typedCapitals' | 'landscape' | 'noise';
  jpeg: Buffer;
}

/** Pictures that hold no MRZ (blank pages, typed text, a landscape, noise): the reader must find none. */
export async function nonDocumentPhotos(seed = 1): Promise<NonDocumentPhoto[]> {
  const random = seededRandom(seed * 104729);
  const width = 1600;
  const height = 1200;
  const jpeg = async (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  const words = 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 1234567890 ACCOUNT NUMBER PLN 42 AGREEMENT SIGNED ON 12 03 2024 KOWALSKI'.split(' ');
  const typed = (capitals: boolean) => {
    const rows: string[] = [];
    for (let row = 0; row < 34; row++) {
      let text = '';
      while (text.length < 60) text += `${pick(random, words)} `;
      if (!capitals) text = text.toLowerCase();
      rows.push(`<text x="90" y="${90 + row * 32}" font-family="${capitals ? 'DejaVu Sans Mono' : 'DejaVu Serif'}" font-size="24" fill="#222">${escapeXml(text)}</text>`);
    }
    return `${svgOpen}<rect width="100%" height="100%" fill="#f6f4ee"/>${rows.join('')}</svg>`;
  };
  const landscape = () => {
    const hills: string[] = [];
    for (let layer = 0; layer < 4; layer++) {
      let d = `M0,${height}`;
      for (let x = 0; x <= width; x += 40) d += ` L${x},${(height * (0.45 + layer * 0.12) + Math.sin(x / between(random, 80, 200)) * 40 + random() * 20).toFixed(0)}`;
      hills.push(`<path d="${d} L${width},${height} Z" fill="hsl(${110 + layer * 10},${30 + layer * 8}%,${45 - layer * 8}%)"/>`);
    }
    return `${svgOpen}<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a7fc0"/><stop offset="1" stop-color="#cfe3f5"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/><circle cx="1250" cy="220" r="70" fill="#fff6c0"/>${hills.join('')}</svg>`;
  };
  const noise = async () => {
    const data = Buffer.alloc(width * height * 3, 128);
    addNoise(data, random, 40);
    return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
  };
  return [
    { name: 'blankWhite', jpeg: await jpeg(`${svgOpen}<rect width="100%" height="100%" fill="#fdfdfd"/></svg>`) },
    { name: 'blankGrey', jpeg: await jpeg(`${deskSvg(random, width, height).replace('</svg>', '')}<rect x="300" y="200" width="1000" height="760" fill="#eeeeea"/></svg>`) },
    { name: 'typedText', jpeg: await jpeg(typed(false)) },
    { name: 'typedCapitals', jpeg: await jpeg(typed(true)) },
    { name: 'landscape', jpeg: await jpeg(landscape()) },
    { name: 'noise', jpeg: await noise() },
  ];
}

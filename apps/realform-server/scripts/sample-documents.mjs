// The sample agreement documents shipped with the server (issue 16, README "Agreement documents"): one small PDF per
// document id and brand, each saying plainly that it is a sample to replace. Hand-written PDF 1.4 (one page, the
// standard Helvetica font, no dependency), byte-for-byte the same on every run, so the committed files are exactly
// what this script writes.
//
//   node apps/realform-server/scripts/sample-documents.mjs
import { Buffer } from 'node:buffer';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** The documents of the default brand settings, in reading order, with the titles the declarations step shows. */
export const SAMPLE_DOCUMENTS = [
  { id: 'TERMS', title: 'Terms of service for brokerage accounts' },
  { id: 'FEES', title: 'Table of fees and commissions' },
  { id: 'RISKS', title: 'Information about financial instruments and their risks' },
  { id: 'EXECUTION', title: 'Order execution policy' },
  { id: 'CONFLICTS', title: 'Conflicts of interest policy' },
  { id: 'CLASSIFICATION', title: 'Client classification policy' },
  { id: 'PRIVACY', title: 'Privacy policy' },
];

export const SAMPLE_BRANDS = ['pl', 'eu'];

/** Where a document's sample lives, relative to the brand's settings directory (`brands/{brand}/`). */
export const sampleFile = (id) => `documents/${id.toLowerCase()}.pdf`;

const BRAND_NAMES = { pl: 'Polish brand (/onboarding/)', eu: 'international brand (/eu-{locale}/onboarding/)' };

// WinAnsiEncoding codes of the few characters outside ASCII the texts use.
const WIN_ANSI = { '—': 0x97, '–': 0x96, '‘': 0x91, '’': 0x92 };

/** A PDF string literal in WinAnsiEncoding: ( ) \ escaped, anything outside printable ASCII as an octal escape. */
function pdfString(text) {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0);
    if (code > 0xff) throw new Error(`"${char}" has no WinAnsiEncoding code`);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

/** Words joined into lines of at most `width` characters (Helvetica at 11 pt: about 90 fit between the margins). */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The PDF of one sample document, as bytes. */
export function samplePdf({ id, title }, brand) {
  const sentence = `Sample document — ${title} — replace it with your own in the brand settings (README ‘Brand settings’).`;
  const body = [
    `This file is a placeholder shipped with the realform server for the ${BRAND_NAMES[brand]}, so that the declarations step has real documents to open and download on a local run. It is not a legal document of any broker.`,
    `A broker lists its own agreement documents in the brand's settings file (by default apps/realform-server/brands/${brand}/settings.json): each with an id, a title, and a url or a file, per locale. See the server README, sections 'Brand settings' and 'Agreement documents'.`,
    `Document id: ${id}. File: ${sampleFile(id)}.`,
  ];
  const ops = ['BT', '/F1 22 Tf', '72 770 Td', '26 TL', `${pdfString('Sample document')} Tj`, '/F1 15 Tf', '20 TL', 'T*'];
  for (const line of wrap(title, 60)) ops.push(`${pdfString(line)} Tj`, 'T*');
  ops.push('/F1 11 Tf', '15 TL', 'T*');
  for (const line of wrap(sentence, 88)) ops.push(`${pdfString(line)} Tj`, 'T*');
  for (const paragraph of body) {
    ops.push('T*');
    for (const line of wrap(paragraph, 90)) ops.push(`${pdfString(line)} Tj`, 'T*');
  }
  ops.push('ET');
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    // The end-of-line before `endstream` is not part of the stream's length (PDF 1.4, 3.2.7).
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(`Sample document — ${title}`)} /Producer (realform sample-documents.mjs) >>`,
  ];
  // The header's second line marks the file as binary for tools that guess (PDF 1.4, 3.4.1).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, then space and LF.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes every brand's sample documents under `brandsDir/{brand}/documents/`. */
export async function writeSampleDocuments(brandsDir) {
  const written = [];
  for (const brand of SAMPLE_BRANDS) {
    for (const document of SAMPLE_DOCUMENTS) {
      const path = join(brandsDir, brand, sampleFile(document.id));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, samplePdf(document, brand));
      written.push(path);
    }
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const brandsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'brands');
  for (const path of await writeSampleDocuments(brandsDir)) process.stdout.write(`wrote ${path}\n`);
}

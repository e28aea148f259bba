import type { Locale } from '@onboarding/dictionaries';
import { toBcp47 } from '@onboarding/dictionaries';

/** Text made safe for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One part of an e-mail's body, in reading order. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** The one-time code: set apart and large in HTML, on a line of its own in plain text. */
  | { kind: 'code'; code: string }
  /** Small print under a rule (why the e-mail came, do not reply). */
  | { kind: 'footer'; text: string };

export interface EmailContent {
  locale: Locale;
  subject: string;
  brandName: string;
  blocks: readonly EmailBlock[];
}

/** The plain-text part: paragraphs separated by blank lines, the code on its own line, the brand as signature. */
export function plainTextEmail({ brandName, blocks }: EmailContent): string {
  const body = blocks.filter((block) => block.kind !== 'footer').map((block) => (block.kind === 'code' ? `    ${block.code}` : block.text));
  const footer = blocks.filter((block) => block.kind === 'footer').map((block) => block.text);
  return [...body, `-- \n${brandName}`, ...footer].join('\n\n') + '\n';
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/**
 * The HTML part: one simple column with inline styles only (mail programs drop `<style>` and scripts), the
 * document's language in `lang` (BCP 47: `uk`, `cs`), every text escaped. Dark text on white (contrast over 12:1).
 */
export function htmlEmail({ locale, subject, brandName, blocks }: EmailContent): string {
  const lang = toBcp47(locale);
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:#1a1a1a;">${escapeHtml(block.text)}</p>`;
      case 'code':
        return (
          `<p style="margin:0 0 16px;padding:12px 16px;background:#f2f4f7;border-radius:6px;` +
          `font-family:'Courier New',Courier,monospace;font-size:32px;line-height:40px;letter-spacing:6px;font-weight:bold;color:#1a1a1a;text-align:center;">` +
          `${escapeHtml(block.code)}</p>`
        );
      case 'footer':
        return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #d0d5dd;${FONT}font-size:13px;line-height:20px;color:#4a4a4a;">${escapeHtml(block.text)}</p>`;
    }
  });
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:24px 12px;background:#ffffff;">`,
    `<div style="max-width:560px;margin:0 auto;">`,
    `<h1 style="margin:0 0 24px;${FONT}font-size:20px;line-height:28px;color:#1a1a1a;">${escapeHtml(brandName)}</h1>`,
    ...parts,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

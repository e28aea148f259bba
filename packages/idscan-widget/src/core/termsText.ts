/**
 * A host's terms text (`texts[locale]['terms.text']`): plain text in paragraphs (separated by a blank line) with
 * links written `[label](https://…)`. Nothing else is interpreted — no HTML, no other markup: the widget builds the
 * paragraphs and links itself, so a host's text can never inject markup or script.
 */
export type TermsPart = { readonly text: string; readonly href?: undefined } | { readonly text: string; readonly href: string };
export type TermsParagraph = readonly TermsPart[];

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** A link target the widget opens: `https:`, `mailto:` or a path on the host's own origin (`/terms`). */
export function isSafeTermsHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' && url.hostname !== '') || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/**
 * The paragraphs of a terms text, or the first link whose target is not allowed (`javascript:`, `http:`, `data:`…):
 * such a text is refused when the widget is created rather than shown without its link.
 */
export function parseTermsText(source: string): { ok: true; paragraphs: TermsParagraph[] } | { ok: false; badHref: string } {
  const paragraphs: TermsParagraph[] = [];
  for (const block of source.split(/\n[ \t]*\n/)) {
    const text = block.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const parts: TermsPart[] = [];
    let at = 0;
    for (const match of text.matchAll(LINK)) {
      const [whole, label, href] = match as unknown as [string, string, string];
      if (!isSafeTermsHref(href)) return { ok: false, badHref: href };
      if (match.index > at) parts.push({ text: text.slice(at, match.index) });
      parts.push({ text: label.trim(), href });
      at = match.index + whole.length;
    }
    if (at < text.length) parts.push({ text: text.slice(at) });
    paragraphs.push(parts);
  }
  return { ok: true, paragraphs };
}

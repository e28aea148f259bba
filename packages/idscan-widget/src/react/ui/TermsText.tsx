import { useLingui } from '@lingui/react/macro';
import { parseTermsText } from '../../core/termsText';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * A host's terms text (`texts[locale]['terms.text']`) as paragraphs and links, built as elements: nothing of the
 * text is ever read as HTML. Links open in a new tab, so following one does not end the journey on this page.
 */
export function TermsText({ text }: { text: string }) {
  const { t } = useLingui();
  const parsed = parseTermsText(text);
  // The options were checked when the widget was created; a refused link cannot reach here.
  if (!parsed.ok) return null;
  return (
    <>
      {parsed.paragraphs.map((parts, index) => (
        <p key={index}>
          {parts.map((part, at) =>
            part.href === undefined ? (
              part.text
            ) : (
              <a key={at} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text} <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
              </a>
            ),
          )}
        </p>
      ))}
    </>
  );
}

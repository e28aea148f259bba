import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@onboarding/dictionaries';
import { VisuallyHidden } from '@onboarding/form-fields';
import { localizedValue, REGISTRATION_TERMS_DOCUMENT_IDS } from '@onboarding/realform-api';
import type { ReactNode } from 'react';
import { useFlow } from '../../api/FlowContext';
import type { BrandConfig } from '../../brand/BrandConfig';

type TermsDocumentId = (typeof REGISTRATION_TERMS_DOCUMENT_IDS)[number];

/** The links of the brand's terms of service and privacy policy in a locale (brand settings `documents`). */
export function termsDocumentLinks(brand: Pick<BrandConfig, 'documents'>, locale: Locale): Partial<Record<TermsDocumentId, string>> {
  const links: Partial<Record<TermsDocumentId, string>> = {};
  for (const id of REGISTRATION_TERMS_DOCUMENT_IDS) {
    const document = brand.documents?.find((each) => each.id === id);
    const href = document ? localizedValue(document.url, locale) : undefined;
    if (href !== undefined) links[id] = href;
  }
  return links;
}

/**
 * A document named in the label: a link that opens it in a new tab and says so in its name (WCAG 3.2.5 advisory,
 * G201), or the plain words where the brand has no such document or where the text names the checkbox.
 */
function DocumentLink({ href, plain, children }: { href: string | undefined; plain: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  if (plain || href === undefined) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
    </a>
  );
}

/**
 * The registration box's label "I accept the terms of service and the privacy policy." (issue 18 item 7), its two
 * document names linked to the brand's documents. `plain` renders the same sentence without links: the checkbox's
 * own name, so that it is not read with the links' "opens in a new tab" twice.
 */
export function TermsAcceptanceLabel({ plain = false }: { plain?: boolean }) {
  const { brand, locale } = useFlow();
  const links = termsDocumentLinks(brand, locale);
  return (
    <Trans>
      I accept the{' '}
      <DocumentLink href={links.TERMS} plain={plain}>
        terms of service
      </DocumentLink>{' '}
      and the{' '}
      <DocumentLink href={links.PRIVACY} plain={plain}>
        privacy policy
      </DocumentLink>
      .
    </Trans>
  );
}

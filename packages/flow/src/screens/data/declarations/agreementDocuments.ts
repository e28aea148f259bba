import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@onboarding/dictionaries';
import { localizedValue } from '@onboarding/realform-api';
import type { BrandConfig } from '../../../brand/BrandConfig';

/**
 * The translated titles of the well-known documents of the account agreement, in the order the applicant reads
 * them. The flow spec does not list them; these are the documents an EU investment firm must give a retail client before the
 * first service (MiFID II art. 24–25). A brand's settings may use these ids without a title of their own.
 */
export const WELL_KNOWN_DOCUMENT_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  TERMS: msg`Terms of service for brokerage accounts`,
  FEES: msg`Table of fees and commissions`,
  RISKS: msg`Information about financial instruments and their risks`,
  EXECUTION: msg`Order execution policy`,
  CONFLICTS: msg`Conflicts of interest policy`,
  CLASSIFICATION: msg`Client classification policy`,
  PRIVACY: msg`Privacy policy`,
};

/** One agreement document as the declarations step lists it (docs/spec/flow/screens.md#declarationacceptance "a checkbox list of documents"). */
export interface ListedDocument {
  id: string;
  /** The title beside the checkbox, in the page's language. */
  title: string;
  /** Where the document opens (a new tab); absent when the brand configures no documents. */
  href?: string;
}

/** The documents of a page and the "download all" archive of its locale. */
export interface AgreementDocuments {
  documents: readonly ListedDocument[];
  /** The archive of every document in the page's locale; absent without configured documents. */
  archiveHref?: string;
}

/**
 * The agreement documents the declarations step lists in a locale: the brand's configured documents (brand settings
 * `documents`: the configured title, else the translated title of a well-known id, and the link of the locale),
 * those given in this locale only; without any, the well-known documents without links.
 */
export function agreementDocuments(brand: Pick<BrandConfig, 'documents' | 'documentsArchiveUrl'>, locale: Locale, i18n: I18n): AgreementDocuments {
  const configured = (brand.documents ?? []).flatMap((document): ListedDocument[] => {
    const href = localizedValue(document.url, locale);
    if (href === undefined) return [];
    const known = WELL_KNOWN_DOCUMENT_TITLES[document.id];
    const title = localizedValue(document.title, locale) ?? (known ? i18n._(known) : document.id);
    return [{ id: document.id, title, href }];
  });
  if (configured.length === 0) {
    return { documents: Object.entries(WELL_KNOWN_DOCUMENT_TITLES).map(([id, title]) => ({ id, title: i18n._(title) })) };
  }
  const archiveHref = brand.documentsArchiveUrl?.replaceAll('{locale}', locale);
  return { documents: configured, ...(archiveHref ? { archiveHref } : {}) };
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locale } from '@onboarding/dictionaries';
import { localizedValue, REGISTRATION_TERMS_DOCUMENT_IDS, type Brand, type BrandSettings } from '@onboarding/realform-api';
import type { SafeLogger } from '../log/safeLogger';
import { documentFile } from './documentsArchive';
import { brandFileUrl } from './pageBrandSettings';

/** One document an applicant accepted at registration, as stored with the acceptance (column terms_documents). */
export interface AcceptedTermsDocument {
  /** The settings' document id: TERMS or PRIVACY. */
  id: string;
  /** The link the page gave for the applicant's language: a page on the broker's site or a `/brand-files/…` file. */
  url: string;
  /** The edition the settings name, where they name one. */
  version?: string;
  /** SHA-256 (hex) of a file this server serves, as it was when the box was ticked: the exact text accepted. */
  sha256?: string;
}

/**
 * The terms of service and privacy policy the registration box covered for a brand and language (issue 18 item 7):
 * the same links the page shows ({@link REGISTRATION_TERMS_DOCUMENT_IDS}), with the configured edition and, for a file
 * beside the settings, a hash of its content. A brand without such documents records none; a file that cannot be read
 * is recorded by its link only (and logged): the applicant saw the link, and registration does not fail for it.
 */
export async function acceptedTermsDocuments(
  brand: Brand,
  settings: BrandSettings | undefined,
  dir: string | undefined,
  locale: Locale,
  logger: SafeLogger,
): Promise<AcceptedTermsDocument[]> {
  const documents = (settings?.documents ?? []).filter((document) => (REGISTRATION_TERMS_DOCUMENT_IDS as readonly string[]).includes(document.id));
  const accepted: AcceptedTermsDocument[] = [];
  for (const document of documents) {
    const version = document.version === undefined ? {} : { version: document.version };
    const url = localizedValue(document.url, locale);
    if (url !== undefined) {
      accepted.push({ id: document.id, url, ...version });
      continue;
    }
    const file = localizedValue(document.file, locale);
    if (file === undefined) continue;
    const path = dir === undefined ? undefined : documentFile(document, locale, dir);
    let sha256: string | undefined;
    if (path !== undefined) {
      try {
        sha256 = createHash('sha256').update(await readFile(path)).digest('hex');
      } catch {
        logger.warn('terms document unreadable', { brand, document: document.id });
      }
    }
    accepted.push({ id: document.id, url: brandFileUrl(brand, file), ...version, ...(sha256 ? { sha256 } : {}) });
  }
  return accepted;
}

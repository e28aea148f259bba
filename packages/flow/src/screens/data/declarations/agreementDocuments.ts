import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One agreement document the applicant accepts on declarationAcceptance (S0 §2 "a checkbox list of documents"). */
export interface AgreementDocument {
  id: string;
  /** The file under `{documentsUrl}/{locale}/`. */
  file: string;
  label: MessageDescriptor;
}

/**
 * The documents of the account agreement, in the order the applicant reads them. S0 does not list them; these are
 * the documents an EU investment firm must give a retail client before the first service (MiFID II art. 24–25).
 */
export const AGREEMENT_DOCUMENTS: readonly AgreementDocument[] = [
  { id: 'TERMS', file: 'terms-of-service.pdf', label: msg`Terms of service for brokerage accounts` },
  { id: 'FEES', file: 'table-of-fees.pdf', label: msg`Table of fees and commissions` },
  { id: 'RISKS', file: 'risk-information.pdf', label: msg`Information about financial instruments and their risks` },
  { id: 'EXECUTION', file: 'order-execution-policy.pdf', label: msg`Order execution policy` },
  { id: 'CONFLICTS', file: 'conflicts-of-interest-policy.pdf', label: msg`Conflicts of interest policy` },
  { id: 'CLASSIFICATION', file: 'client-classification-policy.pdf', label: msg`Client classification policy` },
  { id: 'PRIVACY', file: 'privacy-policy.pdf', label: msg`Privacy policy` },
];

/** The single file of every document, behind "download all" (S0 §4). */
export const ALL_DOCUMENTS_FILE = 'all-documents.zip';

import type { DocumentsStatus, StepName } from '@onboarding/realform-api';
import type { Application } from '../../store/applicationStore';
import type { IdentityVerification } from '../documents/journeyOutcome';
import { isPassed } from '../documents/journeyOutcome';

// Issue 17 defect 6: an account opened after "upload later" (or after an identity check that did not pass) waits
// for its identity document. The state is the account's (`application.data.account.documents`), set at account-open
// and changed to 'complete' when a document sent later passes; see the server README, "Documents after account-open".

/** What account-open stores (application.data.account). */
export interface OpenedAccount {
  /** The client number (docs/spec/flow/entities.md#server-response-fields info 'Client Id'). */
  clientId: string;
  openedAt: string;
  /** The identity document: 'pending' until one passes the checks; absent on accounts opened before issue 17. */
  documents?: DocumentsStatus;
  /** When a document sent after account-open passed. */
  documentsCompletedAt?: string;
}

export function accountOf(data: Record<string, unknown>): OpenedAccount | undefined {
  const account = data.account as Partial<OpenedAccount> | undefined;
  if (typeof account?.clientId !== 'string' || typeof account.openedAt !== 'string') return undefined;
  return {
    clientId: account.clientId,
    openedAt: account.openedAt,
    ...(account.documents === 'pending' || account.documents === 'complete' ? { documents: account.documents } : {}),
    ...(typeof account.documentsCompletedAt === 'string' ? { documentsCompletedAt: account.documentsCompletedAt } : {}),
  };
}

/** Whether the application's identity check passed (a scan or an upload, on this device or a phone). */
export function identityPassed(data: Record<string, unknown>): boolean {
  return isPassed((data.identityVerification as Partial<IdentityVerification> | undefined)?.result);
}

/** The document state of an account being opened now: complete only with a passed identity check. */
export function documentsAtOpening(data: Record<string, unknown>): DocumentsStatus {
  return identityPassed(data) ? 'complete' : 'pending';
}

/** The opened account whose identity document is still missing, or undefined. */
export function accountWithDocumentsPending(application: Pick<Application, 'data'>): OpenedAccount | undefined {
  const account = accountOf(application.data);
  return account?.documents === 'pending' ? account : undefined;
}

/**
 * Where the identity part ends. Before account-open: the personal data (docs/spec/flow/screens.md#personaldataconfirm). For an opened account (the document
 * sent later): documentsReceived when the check passed — the account's documents become complete — else
 * documentsPending, the account's state unchanged.
 */
export function afterIdentity(application: Pick<Application, 'data'>, now: Date): { next: StepName; data?: Record<string, unknown> } {
  const account = accountOf(application.data);
  if (!account) return { next: 'personalDataConfirm' };
  if (account.documents === 'pending' && identityPassed(application.data)) {
    return { next: 'documentsReceived', data: { account: { ...account, documents: 'complete', documentsCompletedAt: now.toISOString() } } };
  }
  return { next: account.documents === 'complete' ? 'documentsReceived' : 'documentsPending' };
}

/**
 * The account's document state brought up to date: pending, but an identity check has passed since (a hand-off phone
 * that finished after the computer went on, issue 17) — the data that makes it complete; else undefined.
 */
export function settledDocuments(application: Pick<Application, 'data'>, now: Date): { account: OpenedAccount } | undefined {
  const account = accountWithDocumentsPending(application);
  if (!account || !identityPassed(application.data)) return undefined;
  return { account: { ...account, documents: 'complete', documentsCompletedAt: now.toISOString() } };
}

/** The answer's part that tells the applicant's browser the account's document state. */
export function documentsContent(account: OpenedAccount | undefined): { documents?: DocumentsStatus } {
  return account?.documents ? { documents: account.documents } : {};
}

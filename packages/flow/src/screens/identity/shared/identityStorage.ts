import type { UploadDocumentType } from '@onboarding/dictionaries';

// docs/spec/flow/entities.md#local-storage-and-cookies "Local storage: … the upload path marker; the document-selection action" — kept in localStorage, as the flow spec
// says, so the marker outlives the tab (the draft lives in sessionStorage).

/** Key of the upload path marker. */
export const UPLOAD_PATH_STORAGE_KEY = 'onboarding.uploadPath';
/** Key of the document-selection action. */
export const DOCUMENT_SELECTION_STORAGE_KEY = 'onboarding.documentSelection';

/** docs/spec/flow/screens.md#uploadsucceeded uploadSucceeded: "On entry it stores a path marker 'automatic' locally". */
export type UploadPath = 'automatic';

/** docs/spec/flow/screens.md#document-selection document selection: "saved locally as an action (desktop or mobile document-selection) plus documentType". */
export interface DocumentSelection {
  action: 'desktop-document-selection' | 'mobile-document-selection';
  documentType: UploadDocumentType;
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota): the server keeps the application's own record.
  }
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeUploadPath(path: UploadPath): void {
  write(UPLOAD_PATH_STORAGE_KEY, path);
}

export function readUploadPath(): UploadPath | null {
  return read(UPLOAD_PATH_STORAGE_KEY) === 'automatic' ? 'automatic' : null;
}

export function storeDocumentSelection(selection: DocumentSelection): void {
  write(DOCUMENT_SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

export function readDocumentSelection(): DocumentSelection | null {
  try {
    const parsed = JSON.parse(read(DOCUMENT_SELECTION_STORAGE_KEY) ?? 'null') as Partial<DocumentSelection> | null;
    if (!parsed || (parsed.action !== 'desktop-document-selection' && parsed.action !== 'mobile-document-selection')) return null;
    if (parsed.documentType !== 1 && parsed.documentType !== 2 && parsed.documentType !== 11) return null;
    return { action: parsed.action, documentType: parsed.documentType };
  } catch {
    return null;
  }
}

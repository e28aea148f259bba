import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { readUploadPath, UPLOAD_PATH_STORAGE_KEY } from './shared/identityStorage';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(resetIdentity);

const SUMMARY = { status: 'success' as const, next: 'personalDataConfirm' as const };

describe('uploadSucceeded (docs/spec/flow/screens.md#uploadsucceeded, docs/spec/flow/entities.md#local-storage-and-cookies "Local storage")', () => {
  it('stores the "automatic" path marker on entry, reads in Polish, passes axe, and Next sends upload-summary', async () => {
    const user = userEvent.setup();
    const client = fakeClient('pl', {}, { uploadSummary: SUMMARY });
    const { router } = await renderFlow({ path: '/upload-succeeded', locale: 'pl', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: /Twój dokument został zweryfikowany|Your document has been verified/ })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(UPLOAD_PATH_STORAGE_KEY)).toBe('automatic'));
    expect(readUploadPath()).toBe('automatic');
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Dalej|Next/ }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('uploadSummary', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });
});

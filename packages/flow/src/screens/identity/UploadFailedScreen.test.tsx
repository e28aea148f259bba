import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../stores/draftStore';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity, stepOf } from './testSupport';

beforeEach(resetIdentity);

const SUMMARY = { status: 'success' as const, next: 'personalDataConfirm' as const };

describe('uploadFailed (docs/spec/flow/screens.md#uploadfailed)', () => {
  it('shows the uploadActionError text and "Try again" when allowTryAgain is true; try again sends upload-try-again', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ uploadOutcome: { uploadActionError: 'The document has expired.', allowTryAgain: true } });
    const client = fakeClient('en', {}, { uploadTryAgain: { status: 'success', next: 'desktopDocumentUpload' } });
    const { router } = await renderFlow({ path: '/upload-failed', locale: 'en', client, token: 't' });
    expect(await screen.findByText('The document has expired.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('uploadTryAgain', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/upload-document'));
    expect(stepOf(router)).toBe('desktopDocumentUpload');
  });

  it('without allowTryAgain offers only Next (upload-summary)', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ uploadOutcome: { uploadActionError: null, allowTryAgain: false } });
    const client = fakeClient('en', {}, { uploadSummary: SUMMARY });
    await renderFlow({ path: '/upload-failed', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('uploadSummary', {}));
  });
});

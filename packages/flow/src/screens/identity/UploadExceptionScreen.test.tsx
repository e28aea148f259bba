import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDevice } from '../../routing/device';
import { useDraftStore } from '../../stores/draftStore';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(resetIdentity);

const SUMMARY = { status: 'success' as const, next: 'personalDataConfirm' as const };

describe('uploadException (docs/spec/flow/screens.md#uploadexception, docs/spec/flow/states.md)', () => {
  it('on a computer, Next sends upload-summary; axe passes', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { uploadSummary: SUMMARY });
    const { router } = await renderFlow({ path: '/upload-exception', locale: 'en', client, token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'The photo capture is not available right now' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('uploadSummary', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });

  it('on a phone, Next goes to personalDataConfirm', async () => {
    const user = userEvent.setup();
    useDevice.getState().set('mobile');
    const client = fakeClient('en', {}, { dataUploadChoice: SUMMARY });
    const { router } = await renderFlow({ path: '/upload-exception', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('dataUploadChoice', { dataUploadChoice: 1 }));
    expect(client.call).not.toHaveBeenCalledWith('uploadSummary', expect.anything());
    await waitFor(() => expect(pathOf(router)).toBe('/personal-data'));
  });

  it('on a hand-off phone, Next skips the hybrid upload and returns to the desktop', async () => {
    const user = userEvent.setup();
    useDevice.getState().set('mobile');
    useDraftStore.getState().update({ handoffPhone: 'mobile' });
    const client = fakeClient('en', {}, { skipHybridUpload: { status: 'success', next: 'mobileReturnToDesktop' } });
    const { router } = await renderFlow({ path: '/upload-exception', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('skipHybridUpload', {}));
    await waitFor(() => expect(pathOf(router)).toBe('/return-to-desktop'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDevice } from '../../routing/device';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(() => {
  resetIdentity();
  useDevice.getState().set('mobile');
});

// Issue 18 item 8: someone already on a phone is not offered to "upload from your phone" by QR code or text message.
describe('the identity choices on a phone', () => {
  it('offer this device and later, not the hand-off to a phone', async () => {
    await renderFlow({ path: '/select-registration-method', locale: 'en', token: 't' });
    expect(await screen.findByRole('button', { name: 'Upload now from this device' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload later' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload from your phone' })).not.toBeInTheDocument();
  });

  it('"upload now" goes straight to this phone\'s capture, without asking which device', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, {
      dataUploadChoice: { status: 'success', next: 'mobileDesktopChoice' },
      mobileDesktopChoice: { status: 'success', next: 'desktopDocumentChoice' },
    });
    const { router } = await renderFlow({ path: '/select-registration-method', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Upload now from this device' }));
    await waitFor(() => expect(pathOf(router)).toBe('/document-selection'));
    expect(client.call).toHaveBeenCalledWith('mobileDesktopChoice', { mobileDesktopChoice: 2 });
  });

  it('the device question, reached anyway (Back, a resume), offers only this phone', async () => {
    await renderFlow({ path: '/select-device', locale: 'en', token: 't' });
    expect(await screen.findByRole('button', { name: 'This phone' })).toHaveAccessibleDescription(/this phone's camera/);
    expect(screen.queryByRole('button', { name: /QR|Phone$/ })).not.toBeInTheDocument();
  });
});

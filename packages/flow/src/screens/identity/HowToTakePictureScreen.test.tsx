import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../stores/draftStore';
import { renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity, stepOf } from './testSupport';
import { widgetModule } from './upload/testWidget';

vi.mock('@onboarding/idscan-widget', () => widgetModule);

beforeEach(resetIdentity);

describe('howToTakePicture (docs/spec/flow/screens.md#howtotakepicture)', () => {
  it('shows good and bad photo guidance in Polish and passes axe', async () => {
    await renderFlow({ path: '/how-to-take-picture', locale: 'pl', token: 't' });
    expect(await screen.findByRole('heading', { level: 2, name: /Dobre zdjęcie|A good photo/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Unikaj|Avoid/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('on this device, Next opens the desktop upload without a server call', async () => {
    const user = userEvent.setup();
    const { router, client } = await renderFlow({ path: '/how-to-take-picture', locale: 'en', token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/upload-document'));
    expect(stepOf(router)).toBe('desktopDocumentUpload');
    expect(client.call).not.toHaveBeenCalledWith('desktopDocumentUpload', expect.anything());
  });

  it('on a hand-off phone, Next opens the phone upload (mobileDocumentUpload)', async () => {
    const user = userEvent.setup();
    useDraftStore.getState().update({ handoffPhone: 'qrCode' });
    const { router } = await renderFlow({ path: '/how-to-take-picture', locale: 'en', token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepOf(router)).toBe('mobileDocumentUpload'));
  });
});

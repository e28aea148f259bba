import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(resetIdentity);

describe('mobileDesktopChoice (docs/spec/flow/screens.md#mobiledesktopchoice, docs/spec/flow/entities.md#upload-method-and-device "Device", docs/spec/flow/calls.md#named-actions SELECT_MOBILE_DESKTOP)', () => {
  it('marks the phone as recommended, in Polish, and passes axe', async () => {
    await renderFlow({ path: '/select-device', locale: 'pl', token: 't' });
    const phone = await screen.findByRole('button', { name: 'Telefon' });
    expect(phone).toHaveAccessibleDescription(/^(Zalecane|Recommended)/);
    expect(screen.getByRole('button', { name: 'Komputer' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    ['Phone', 1, 'mobileSms', '/phone-number'],
    ['Computer', 2, 'desktopDocumentChoice', '/document-selection'],
  ] as const)('given "%s", sends mobileDesktopChoice %i and follows the server', async (label, choice, next, path) => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { mobileDesktopChoice: { status: 'success', next } });
    const { router } = await renderFlow({ path: '/select-device', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileDesktopChoice', { mobileDesktopChoice: choice }));
    await waitFor(() => expect(pathOf(router)).toBe(path));
  });
});

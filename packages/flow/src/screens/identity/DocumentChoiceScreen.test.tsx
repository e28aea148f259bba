import { axeViolations } from '@repo/test-utils';
import { createMemoryHistory } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { DOCUMENT_SELECTION_STORAGE_KEY } from './shared/identityStorage';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(resetIdentity);

const HOW_TO = { status: 'success' as const, next: 'howToTakePicture' as const };

describe('document selection (docs/spec/flow/screens.md#document-selection, docs/spec/flow/entities.md#local-storage-and-cookies "Local storage")', () => {
  it('offers the ID card and the passport in Polish and passes axe', async () => {
    await renderFlow({ path: '/document-selection', locale: 'pl', token: 't' });
    expect(await screen.findByRole('button', { name: 'Dowód osobisty' })).toHaveAccessibleDescription(/przód, a potem tył|front and then the back/);
    expect(screen.getByRole('button', { name: 'Paszport' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('on this device, sends desktop-document-choice, saves the action and the type locally, and goes to the how-to', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { desktopDocumentChoice: HOW_TO });
    const { router } = await renderFlow({ path: '/document-selection', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Passport' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('desktopDocumentChoice', { documentType: 1 }));
    expect(JSON.parse(localStorage.getItem(DOCUMENT_SELECTION_STORAGE_KEY)!)).toEqual({ action: 'desktop-document-selection', documentType: 1 });
    await waitFor(() => expect(pathOf(router)).toBe('/how-to-take-picture'));
  });

  it('on a hand-off phone (mobileDocumentChoice), sends mobile-document-choice', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { mobileDocumentChoice: HOW_TO });
    const history = createMemoryHistory({ initialEntries: ['/onboarding/document-selection'] });
    history.replace('/onboarding/document-selection', { stepName: 'mobileDocumentChoice' } as never);
    await renderFlow({ locale: 'en', client, token: 't', history });
    await user.click(await screen.findByRole('button', { name: 'ID card' }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('mobileDocumentChoice', { documentType: 2 }));
    expect(JSON.parse(localStorage.getItem(DOCUMENT_SELECTION_STORAGE_KEY)!)).toEqual({ action: 'mobile-document-selection', documentType: 2 });
  });
});

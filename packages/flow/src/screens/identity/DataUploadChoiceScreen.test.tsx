import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../stores/draftStore';
import { fakeClient, renderFlow } from '../../test/renderFlow';
import { pathOf, resetIdentity, stepOf } from './testSupport';

beforeEach(resetIdentity);

describe('dataUploadChoice (docs/spec/flow/screens.md#upload-document, docs/spec/flow/entities.md#upload-method-and-device "Upload method")', () => {
  it('offers the three methods in Polish, each with what it means, and passes axe', async () => {
    await renderFlow({ path: '/select-registration-method', locale: 'pl', token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'W jaki sposób chcesz potwierdzić tożsamość?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prześlij z telefonu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prześlij teraz z tego urządzenia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prześlij później' })).toHaveAccessibleDescription(/Otworzymy Twój rachunek, a dokument dodasz później/);
    expect(screen.getAllByRole('button').filter((button) => button.classList.contains('onb-option'))).toHaveLength(3);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    ['Upload from your phone', 3, 'mobileSms', '/phone-number'],
    ['Upload now from this device', 2, 'mobileDesktopChoice', '/select-device'],
    ['Upload later', 1, 'personalDataConfirm', '/personal-data'],
  ] as const)('given "%s", sends dataUploadChoice %i and shows the step the server names', async (label, choice, next, path) => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { dataUploadChoice: { status: 'success', next } });
    const { router } = await renderFlow({ path: '/select-registration-method', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(client.call).toHaveBeenCalledWith('dataUploadChoice', { dataUploadChoice: choice }));
    await waitFor(() => expect(pathOf(router)).toBe(path));
    expect(stepOf(router)).toBe(next);
  });

  it('given "upload later", keeps the personal data the server prefills for the next step', async () => {
    const user = userEvent.setup();
    const personalData = { firstName: 'Anna', lastName: 'Nowak', dateOfBirth: '1990-05-27' };
    const client = fakeClient('en', {}, { dataUploadChoice: { status: 'success', next: 'personalDataConfirm', dataContent: { personalData } } });
    await renderFlow({ path: '/select-registration-method', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Upload later' }));
    await waitFor(() => expect(useDraftStore.getState().personalData).toMatchObject({ firstName: 'Anna', lastName: 'Nowak' }));
  });

  it('without a session token, goes to restart (docs/spec/flow/states.md#submit-engine)', async () => {
    const { router } = await renderFlow({ path: '/select-registration-method', locale: 'en' });
    await waitFor(() => expect(stepOf(router)).toBe('restart'));
  });
});

import { axeViolations } from '@repo/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderFlow, testBrand } from '../../test/renderFlow';
import { pathOf, resetIdentity } from './testSupport';

beforeEach(resetIdentity);

// Issue 17 defect 6: the document of an opened account, sent after "upload later". The server decides where the
// applicant goes (documentsReceived or documentsPending); these screens say what that means and what to do next.
describe('the identity document of an opened account (issue 17 defect 6)', () => {
  it('upload-summary answering documentsReceived shows the received screen, with the client zone’s own login', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { uploadSummary: { status: 'success', next: 'documentsReceived', dataContent: { documents: 'complete' } } });
    const brand = { ...testBrand, clientZoneUrl: 'https://client.broker.test/' };
    const { router } = await renderFlow({ path: '/upload-succeeded', locale: 'en', client, token: 't', brand });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pathOf(router)).toBe('/documents-received'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We have received your identity document' })).toBeInTheDocument();
    // No second automatic hand-over (issue 14): the client zone's own login.
    expect(screen.getByRole('link', { name: 'Log in to the client zone' })).toHaveAttribute('href', 'https://client.broker.test/');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('without a client zone address the received screen says how to log in, with no link to nowhere', async () => {
    await renderFlow({ path: '/documents-received', locale: 'en', token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We have received your identity document' })).toBeInTheDocument();
    expect(screen.getByText(/log in to the client zone with your client zone details/i)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to the client zone' })).not.toBeInTheDocument();
  });

  it('“upload later” again shows the pending screen, whose link leads to the login that resumes at the upload', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { dataUploadChoice: { status: 'success', next: 'documentsPending', dataContent: { documents: 'pending' } } });
    const { router } = await renderFlow({ path: '/select-registration-method', locale: 'en', client, token: 't' });
    await user.click(await screen.findByRole('button', { name: /Upload later/ }));
    await waitFor(() => expect(pathOf(router)).toBe('/documents-pending'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity document is still missing' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Log in to upload it' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('a login that resumes at the upload of the missing document: the upload screens speak of the open account', async () => {
    const user = userEvent.setup();
    const client = fakeClient(
      'en',
      { newLogin: { status: 'success', next: 'dataUploadChoice', token: 'rotated', dataContent: { documents: 'pending' } } },
      { uploadSummary: { status: 'success', next: 'documentsReceived', dataContent: { documents: 'complete' } } },
    );
    const { router } = await renderFlow({ path: '/login', locale: 'en', client, token: 't' });
    await user.type(await screen.findByLabelText('E-mail address'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pa55');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you want to confirm your identity?' })).toBeInTheDocument();
    expect(screen.getByText('Your account is open. Add a photo of your identity document to complete it. It takes about two minutes.')).toBeInTheDocument();
    await router.navigate({ to: '/upload-succeeded', state: { stepName: 'uploadSucceeded' } as never });
    expect(await screen.findByText('Thank you. Next, we add it to your account.')).toBeInTheDocument();
    expect(screen.queryByText(/check the personal details/)).not.toBeInTheDocument();
  });

  it('reads in Polish', async () => {
    await renderFlow({ path: '/documents-pending', locale: 'pl', token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nadal brakuje Twojego dokumentu tożsamości' })).toBeInTheDocument();
  });
});

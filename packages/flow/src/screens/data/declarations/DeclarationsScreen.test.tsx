import '../testDialogPolyfill';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, testBrand } from '../../../test/renderFlow';
import { resetFlow, type User } from '../testSupport';

beforeEach(() => {
  resetFlow();
  useDraftStore.getState().update({ consents: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS'] });
});

async function answerEverything(user: User) {
  await user.click(within(await screen.findByRole('group', { name: /^Are you a US taxpayer/ })).getByRole('radio', { name: 'No' }));
  await user.click(within(screen.getByRole('group', { name: /^Are you a politically exposed person/ })).getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('radio', { name: 'I am a non-professional market data user' }));
  const documents = screen.getByRole('group', { name: /^I have read and accept these documents/ });
  await user.click(within(documents).getByRole('button', { name: /Show all/ }));
  // The documents' boxes (not "download all", which has no name here).
  for (const box of within(documents).getAllByRole('checkbox')) {
    if (box.getAttribute('name') === 'documentsAcceptance') await user.click(box);
  }
}

describe('declarationAcceptance (S0 §2, §4, §5)', () => {
  it('shows only the consents the server listed, and Next needs every document, answer and consent', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { declarationAcceptance: { status: 'success', next: 'riskAssessment' } });
    const { router } = await renderFlow({ path: '/declaration-acceptance', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Declarations and documents' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I confirm that I have received the key information document (KID)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I am aware of the risk of losing money and of the credit risk' })).not.toBeInTheDocument();
    // S0 §5: no English confirmation in English.
    expect(screen.queryByRole('checkbox', { name: /understand English/ })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await answerEverything(user);
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I have received the key information document (KID)' }));
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand the features and risks of the financial instruments I will trade' }));
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/risk-assessment'));
    expect(client.call).toHaveBeenCalledWith(
      'declarationAcceptance',
      expect.objectContaining({
        usaTaxPayer: false,
        usaTin: null,
        pepDeclaration: false,
        dataUserDeclaration: 'NON_PROFESSIONAL_DATA_USER_DECLARATION',
        documentsAcceptance: true,
        receivedKid: true,
        understoodFeaturesAndRisks: true,
        confirmEnglishKnowledgeAgreement: null,
      }),
    );
  });

  it('a US taxpayer needs a US TIN, and changing the answer clears it', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't' });
    const usa = await screen.findByRole('group', { name: /^Are you a US taxpayer/ });
    await user.click(within(usa).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'US taxpayer identification number (SSN or ITIN)' }), '123-45-6789');
    expect(useDraftStore.getState().declarations?.usaTin).toBe('123-45-6789');
    await user.click(within(usa).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /US taxpayer identification number/ })).not.toBeInTheDocument();
    await user.click(within(usa).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'US taxpayer identification number (SSN or ITIN)' })).toHaveValue('');
  });

  it('an info popup hides the form while it is open, and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't' });
    const opener = await screen.findByRole('button', { name: 'Who is a politically exposed person?' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Who is a politically exposed person?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Declarations and documents' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Declarations and documents' })).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('ticking "download all" opens the documents file, when the brand has one', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    Object.assign(testBrand, { documentsUrl: 'https://docs.example' });
    try {
      await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't' });
      await user.click(await screen.findByRole('checkbox', { name: /Download all documents/ }));
      expect(open).toHaveBeenCalledWith('https://docs.example/en/all-documents.zip', '_blank', expect.anything());
      expect(screen.getByRole('link', { name: /Terms of service for brokerage accounts/ })).toHaveAttribute('href', 'https://docs.example/en/terms-of-service.pdf');
    } finally {
      delete (testBrand as { documentsUrl?: string }).documentsUrl;
    }
  });

  it('outside Polish and English asks to confirm English knowledge; without a listed consent list, asks the dictionaries', async () => {
    useDraftStore.getState().update({ consents: null });
    const client = fakeClient('de', {}, { getDictionariesList: { status: 'success', consents: ['AWARE_OF_LOSS_AND_CREDIT_RISKS'] } as never });
    await renderFlow({ path: '/declaration-acceptance', locale: 'de', client, token: 't' });
    // Checked by the S0 §3 field names, so the test holds whatever the German catalog says.
    const boxes = () => screen.queryAllByRole('checkbox').map((box) => box.getAttribute('name'));
    await waitFor(() => expect(boxes()).toContain('awareOfLossAndCreditRisks'));
    expect(boxes()).toContain('confirmEnglishKnowledgeAgreement');
    expect(boxes()).not.toContain('receivedKid');
    expect(client.call).toHaveBeenCalledWith('getDictionariesList', {});
  });

  it('reads in Polish', async () => {
    await renderFlow({ path: '/declaration-acceptance', locale: 'pl', token: 't' });
    expect(await screen.findByRole('button', { name: 'Dalej' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Potwierdzam otrzymanie|KID/ })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

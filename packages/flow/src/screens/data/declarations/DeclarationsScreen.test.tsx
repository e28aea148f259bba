import '@repo/test-utils/dialog-polyfill';
import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../../brand/BrandConfig';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, testBrand } from '../../../test/renderFlow';
import { resetFlow, type User } from '../testSupport';

/** A brand whose settings list its own documents, as the server puts them in the page (files already links). */
const documentsBrand: BrandConfig = {
  ...testBrand,
  documents: [
    { id: 'TERMS', title: { pl: 'Umowa z klientem', default: 'Client agreement' }, url: { pl: '/brand-files/pl/documents/pl/terms.pdf', default: '/brand-files/pl/documents/en/terms.pdf' } },
    { id: 'FEES', url: { en: 'https://broker.example/fees-en.pdf', default: 'https://broker.example/fees.pdf' } },
    { id: 'BEST_EXECUTION', title: 'Best execution summary', url: '/brand-files/pl/documents/execution.pdf' },
    { id: 'PROMO', title: 'Regulamin promocji', url: { pl: 'https://broker.example/promo-pl.pdf' } },
    { id: 'PRIVACY', url: '/brand-files/pl/documents/privacy.pdf' },
  ],
  documentsArchiveUrl: '/brand-files/pl/agreement-documents-{locale}.zip',
};

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

describe('declarationAcceptance (docs/spec/flow/screens.md#declarationacceptance, docs/spec/flow/states.md, docs/spec/flow/validation.md)', () => {
  it('shows only the consents the server listed, and Next needs every document, answer and consent', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { declarationAcceptance: { status: 'success', next: 'riskAssessment' } });
    const { router } = await renderFlow({ path: '/declaration-acceptance', locale: 'en', client, token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Declarations and documents' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I confirm that I have received the key information document (KID)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I am aware of the risk of losing money and of the credit risk' })).not.toBeInTheDocument();
    // docs/spec/flow/validation.md#risk-assessment: no English confirmation in English.
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

  // Issue 17: docs/spec/flow/entities.md#other-fields's investmentGoal (the purposeContract list) and confirmElectronicAgreement had no place in the UI.
  it('asks the purpose of the account and the consent to an electronic agreement, both optional, and sends them', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { declarationAcceptance: { status: 'success', next: 'riskAssessment' } });
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', client, token: 't' });
    await answerEverything(user);
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I have received the key information document (KID)' }));
    await user.click(screen.getByRole('checkbox', { name: 'I understand the features and risks of the financial instruments I will trade' }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: /^Main purpose of your account/ }));
    await user.click(await screen.findByRole('option', { name: 'Saving for retirement' }));
    await user.click(screen.getByRole('checkbox', { name: /conclude the account agreement electronically/ }));
    await user.click(next);
    await waitFor(() =>
      expect(client.call).toHaveBeenCalledWith('declarationAcceptance', expect.objectContaining({ investmentGoal: 'RETIREMENT', confirmElectronicAgreement: true })),
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

  it('lists the brand’s documents with their titles and links, each opening in a new tab, and Next needs every one ticked', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { declarationAcceptance: { status: 'success', next: 'riskAssessment' } });
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', client, token: 't', brand: documentsBrand });
    const group = await screen.findByRole('group', { name: /^I have read and accept these documents/ });
    await user.click(within(group).getByRole('button', { name: 'Show all documents' }));
    const boxes = () => within(group).getAllByRole('checkbox').filter((box) => box.getAttribute('name') === 'documentsAcceptance');
    // In the settings' order; a document given only in Polish is not listed in English.
    expect(boxes().map((box) => box.getAttribute('value'))).toEqual(['TERMS', 'FEES', 'BEST_EXECUTION', 'PRIVACY']);
    // The configured title of the locale, else its default, else the translated title of a well-known id.
    const links = within(group).getAllByRole('link', { name: /^(?!Download all)/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Client agreement', '/brand-files/pl/documents/en/terms.pdf'],
      ['Table of fees and commissions', 'https://broker.example/fees-en.pdf'],
      ['Best execution summary', '/brand-files/pl/documents/execution.pdf'],
      ['Privacy policy', '/brand-files/pl/documents/privacy.pdf'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(screen.getByRole('group', { name: /^Are you a US taxpayer/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(screen.getByRole('group', { name: /^Are you a politically exposed person/ })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'I am a non-professional market data user' }));
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that I have received the key information document (KID)' }));
    await user.click(screen.getByRole('checkbox', { name: 'I understand the features and risks of the financial instruments I will trade' }));
    const next = screen.getByRole('button', { name: 'Next' });
    for (const box of boxes().slice(0, -1)) await user.click(box);
    expect(next).toBeDisabled();
    await user.click(boxes().at(-1)!);
    expect(next).toBeEnabled();
    await user.click(next);
    expect(client.call).toHaveBeenCalledWith('declarationAcceptance', expect.objectContaining({ documentsAcceptance: true }));
  });

  it('"download all" downloads the archive of the page’s locale; ticking it opens the archive too (docs/spec/flow/states.md)', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't', brand: documentsBrand });
    const link = await screen.findByRole('link', { name: 'Download all documents' });
    expect(link).toHaveAttribute('href', '/brand-files/pl/agreement-documents-en.zip');
    expect(link).toHaveAttribute('download');
    await user.click(screen.getByRole('checkbox', { name: /Download all documents/ }));
    expect(open).toHaveBeenCalledWith('/brand-files/pl/agreement-documents-en.zip', '_blank', expect.anything());
    expect(useDraftStore.getState().declarations?.downloadAll).toBe(true);
    // Ticking "download all" accepts nothing.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the first documents and the rest behind "Show all documents"', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't', brand: documentsBrand });
    const toggle = await screen.findByRole('button', { name: 'Show all documents' });
    expect(screen.getByRole('checkbox', { name: 'Client agreement' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Privacy policy', hidden: true })).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show fewer documents' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('in Polish: the Polish title, link and archive, the translated title of a well-known id, and the Polish-only document', async () => {
    await renderFlow({ path: '/declaration-acceptance', locale: 'pl', token: 't', brand: documentsBrand });
    const group = await screen.findByRole('group', { name: /^Akceptuję te dokumenty/ });
    const links = within(group).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pobierz wszystkie dokumenty', '/brand-files/pl/agreement-documents-pl.zip'],
      ['Umowa z klientem', '/brand-files/pl/documents/pl/terms.pdf'],
      ['Tabela opłat i prowizji', 'https://broker.example/fees.pdf'],
      ['Best execution summary', '/brand-files/pl/documents/execution.pdf'],
      ['Regulamin promocji', 'https://broker.example/promo-pl.pdf'],
      ['Polityka prywatności', '/brand-files/pl/documents/privacy.pdf'],
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('without configured documents lists the built-in documents without links and no "download all"', async () => {
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't' });
    const group = await screen.findByRole('group', { name: /^I have read and accept these documents/ });
    expect(within(group).getAllByRole('checkbox', { hidden: true }).map((box) => box.getAttribute('value'))).toEqual([
      'TERMS',
      'FEES',
      'RISKS',
      'EXECUTION',
      'CONFLICTS',
      'CLASSIFICATION',
      'PRIVACY',
    ]);
    expect(within(group).queryAllByRole('link', { hidden: true })).toEqual([]);
    expect(within(group).queryByRole('checkbox', { name: /Download all/ })).not.toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Tick each document.'));
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining('links'));
  });

  it('a resumed application that accepted the documents shows them ticked', async () => {
    useDraftStore.getState().update({ declarations: { documentsAcceptance: true } });
    await renderFlow({ path: '/declaration-acceptance', locale: 'en', token: 't', brand: documentsBrand });
    await screen.findByRole('group', { name: /^I have read and accept these documents/ });
    for (const box of screen.getAllByRole('checkbox', { hidden: true }).filter((box) => box.getAttribute('name') === 'documentsAcceptance')) {
      expect(box).toBeChecked();
    }
  });

  it('outside Polish and English asks to confirm English knowledge; without a listed consent list, asks the dictionaries', async () => {
    useDraftStore.getState().update({ consents: null });
    const client = fakeClient('de', {}, { getDictionariesList: { status: 'success', consents: ['AWARE_OF_LOSS_AND_CREDIT_RISKS'] } as never });
    await renderFlow({ path: '/declaration-acceptance', locale: 'de', client, token: 't' });
    // Checked by the docs/spec/flow/entities.md#server-response-fields field names, so the test holds whatever the German catalog says.
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

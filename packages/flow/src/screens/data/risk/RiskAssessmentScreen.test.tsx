import { axeViolations } from '@repo/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow, testBrand } from '../../../test/renderFlow';
import { choose, resetFlow } from '../testSupport';

const fetchList = vi.fn();

beforeEach(() => {
  resetFlow();
  fetchList.mockReset();
  fetchList.mockResolvedValue(new Response('[]', { status: 404 }));
  vi.stubGlobal('fetch', fetchList);
  // A missing list is logged and the shipped labels stay; the log is not what these tests are about.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.getAttribute('title'));

describe('riskAssessment (docs/spec/flow/screens.md#riskassessment, docs/spec/flow/states.md, docs/spec/flow/validation.md)', () => {
  it('shows the nature of business and position only for working applicants, and clears them otherwise', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/risk-assessment', locale: 'en', token: 't' });
    await choose(user, 'Employment status', 'Employed');
    await choose(user, 'Industry you work in', 'Restaurants and catering');
    await choose(user, 'Position', /^Manager/);
    expect(useDraftStore.getState().riskAssessment).toMatchObject({ natureOfBusiness: 'RESTAURANTS', position: 'MANAGER_DIRECTOR' });
    await choose(user, 'Employment status', 'Retired');
    expect(screen.queryByRole('combobox', { name: 'Industry you work in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Position' })).not.toBeInTheDocument();
    expect(useDraftStore.getState().riskAssessment).toMatchObject({ natureOfBusiness: null, position: null });
  });

  it('drops employment income and business activity from the sources for the unemployed, clearing a dropped choice', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/risk-assessment', locale: 'en', token: 't' });
    await choose(user, 'Employment status', 'Self-employed');
    await choose(user, 'Main source of the money you will invest', 'Business activity');
    await choose(user, 'Employment status', 'Unemployed');
    expect(useDraftStore.getState().riskAssessment?.sourceOfFunds).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Main source of the money you will invest' }));
    expect(options()).toEqual(['Pension', 'Savings and investments', 'Grants, loans and other']);
  });

  it('labels the sources from the sourceEarnings translation list when the server has it', async () => {
    const user = userEvent.setup();
    fetchList.mockResolvedValue(Response.json([{ value: 'PENSION', label: 'Retirement or disability pension' }]));
    await renderFlow({ path: '/risk-assessment', locale: 'en', token: 't' });
    await waitFor(() => expect(fetchList).toHaveBeenCalledWith('http://localhost:3000/realform/i18n/en/sourceEarnings.json', expect.anything()));
    await choose(user, 'Employment status', 'Retired');
    await user.click(screen.getByRole('combobox', { name: 'Main source of the money you will invest' }));
    await waitFor(() => expect(options()).toContain('Retirement or disability pension'));
    expect(options()).toContain('Grants, loans and other');
  });

  it('enables Next once every select holds an answer, and sends them', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en', {}, { riskAssessment: { status: 'success', next: 'accountOpen' } });
    const { router } = await renderFlow({ path: '/risk-assessment', locale: 'en', client, token: 't' });
    const next = await screen.findByRole('button', { name: 'Next' });
    await choose(user, 'Employment status', 'Student, not working');
    await choose(user, 'Main source of the money you will invest', 'Savings and investments');
    // The test brand is the Polish one: the amounts are in złoty, also in English.
    await choose(user, 'Yearly income', /^Under PLN\s40,000 a year$/);
    expect(next).toBeDisabled();
    await choose(user, 'Savings and investments', /^From PLN\s40,000 to under PLN\s70,000$/);
    expect(next).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(next);
    await waitFor(() => expect(router.history.location.pathname).toBe('/onboarding/account-open'));
    expect(client.call).toHaveBeenCalledWith('riskAssessment', {
      employmentStatus: 'STUDENT_WITHOUT_EMPLOYMENT',
      natureOfBusiness: null,
      position: null,
      sourceOfFunds: 'SAVINGS_INVESTMENTS',
      income: 'BELOW_10K_EUR',
      savings: '10K_TO_16K_EUR',
    });
  });

  // Issue 18 item 9: the bands were in euro on the Polish brand and overlapped ("10–16k", "16–30k").
  it('on the Polish brand, shows income and savings in złoty, formatted for the locale, in bands that do not overlap', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/risk-assessment', locale: 'pl', token: 't' });
    const zloty = (amount: number) => new Intl.NumberFormat('pl', { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 }).format(amount);
    await user.click(await screen.findByRole('combobox', { name: 'Roczny dochód' }));
    expect(options()).toEqual([
      `Poniżej ${zloty(40_000)} rocznie`,
      `Od ${zloty(40_000)} do kwoty poniżej ${zloty(70_000)} rocznie`,
      `Od ${zloty(70_000)} do kwoty poniżej ${zloty(130_000)} rocznie`,
      `Od ${zloty(130_000)} do kwoty poniżej ${zloty(250_000)} rocznie`,
      `Od ${zloty(250_000)} do kwoty poniżej ${zloty(400_000)} rocznie`,
      `Od ${zloty(400_000)} do kwoty poniżej ${zloty(1_000_000)} rocznie`,
      `${zloty(1_000_000)} lub więcej rocznie`,
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Oszczędności i inwestycje' }));
    expect(options().join(' ')).not.toMatch(/EUR|€/);
    expect(options()[1]).toBe(`Od ${zloty(40_000)} do kwoty poniżej ${zloty(70_000)}`);
  });

  it('on the international brand, shows the flow spec’s euro bands, saying where each ends', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/risk-assessment', locale: 'en', token: 't', brand: { ...testBrand, brand: 'eu' } });
    await user.click(await screen.findByRole('combobox', { name: 'Yearly income' }));
    expect(options().slice(0, 3)).toEqual(['Under €10,000 a year', 'From €10,000 to under €16,000 a year', 'From €16,000 to under €30,000 a year']);
  });

  it('reads in Polish', async () => {
    const user = userEvent.setup();
    await renderFlow({ path: '/risk-assessment', locale: 'pl', token: 't' });
    expect(await screen.findByRole('button', { name: 'Dalej' })).toBeDisabled();
    await user.click(screen.getAllByRole('combobox')[0]!);
    expect(options()).toContain('Emeryt lub rencista');
  });
});

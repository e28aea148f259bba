import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '../../../stores/draftStore';
import { fakeClient, renderFlow } from '../../../test/renderFlow';
import { resetFlow } from '../testSupport';

beforeEach(resetFlow);

// Issue 18 item 3: the tax office is found by any word or part of its name, with or without diacritics, shows full
// names, never chooses by itself while typing, and the offices of the applicant's town come first.
async function taxStep(locale: 'en' | 'pl' = 'en', city?: string) {
  useDraftStore.getState().update({
    residenceCountry: 'PL',
    personalData: { citizenship: 'PL', pesel: '90052712343' },
    address: { country: 'PL', ...(city ? { city } : {}) },
  });
  const client = fakeClient(locale, {}, { taxOfficeDetails: { status: 'success', next: 'currencyChoice' } });
  await renderFlow({ path: '/tax-residence', locale, client, token: 't' });
  return screen.findByRole('combobox', { name: /^(Tax office|Urząd skarbowy)/ });
}

const shown = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.textContent);

describe('tax office search (issue 18)', () => {
  it('"Warszawa" lists the Warsaw offices, whole names, and nothing is chosen until the applicant picks one', async () => {
    const user = userEvent.setup();
    const office = await taxStep('pl');
    await user.type(office, 'Warszawa');
    const names = shown();
    expect(names.length).toBeGreaterThanOrEqual(10);
    // Warsaw's offices: "Warszawa-Bemowo", "… w Warszawie".
    expect(names.every((name) => /Warszaw/.test(name ?? ''))).toBe(true);
    expect(names).toContain('Pierwszy Urząd Skarbowy Warszawa-Śródmieście');
    expect(screen.getByRole('button', { name: /Dalej|Next/ })).toBeDisabled();
    await user.click(screen.getByRole('option', { name: 'Urząd Skarbowy Warszawa-Bemowo' }));
    expect(office).toHaveValue('Urząd Skarbowy Warszawa-Bemowo');
    expect(screen.getByRole('button', { name: /Dalej|Next/ })).toBeEnabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('finds a part of any word, without diacritics, and several words in any order', async () => {
    const user = userEvent.setup();
    const office = await taxStep();
    await user.type(office, 'srodmiescie pierwszy');
    expect(shown()).toEqual(['Pierwszy Urząd Skarbowy Warszawa-Śródmieście']);
    await user.clear(office);
    await user.type(office, 'lodz');
    // Łódź's eight offices first (a word starting with "lodz"), then a part of a word (K-łodz-ko).
    expect(shown().slice(0, 8).every((name) => /Łód|Łodz/.test(name ?? ''))).toBe(true);
    expect(shown().slice(8)).toContain('Urząd Skarbowy w Kłodzku');
    await user.clear(office);
    await user.type(office, 'boleslawiec');
    expect(shown()).toEqual(['Urząd Skarbowy w Bolesławcu']);
  });

  it('"Warsaw" on the English page finds the Warsaw offices', async () => {
    const user = userEvent.setup();
    const office = await taxStep('en');
    await user.type(office, 'Warsaw');
    expect(shown().length).toBeGreaterThanOrEqual(10);
    expect(shown().every((name) => /Warszaw/.test(name ?? ''))).toBe(true);
  });

  it('says so when nothing matches, and leaving the field does not choose an office', async () => {
    const user = userEvent.setup();
    const office = await taxStep();
    await user.type(office, 'Opolxyz');
    // Under the list, and announced.
    expect(screen.getAllByText('No tax office matches “Opolxyz”.')).toHaveLength(2);
    await user.tab();
    expect(office).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("lists the offices of the applicant's town first", async () => {
    const user = userEvent.setup();
    const office = await taxStep('en', 'Kraków');
    await user.click(office);
    const first = shown().slice(0, 3);
    expect(first.every((name) => name?.includes('Kraków'))).toBe(true);
  });
});

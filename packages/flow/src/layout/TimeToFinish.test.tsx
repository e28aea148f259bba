import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en';
import { useProgressStore } from '../stores/progressStore';
import { TimeToFinish } from './TimeToFinish';

// The Polish wording the catalog carries (the lead's pl.po): docs/spec/flow/overview.md#time-to-finish "0 or 5 and above use the plain form, 1 uses
// the singular", in CLDR's Polish categories (one, few, many; other for fractions).
const POLISH =
  '{minutes, plural, one {Do końca: # minuta} few {Do końca: # minuty} many {Do końca: # minut} other {Do końca: # minuty}}';

/** The message id of the time to finish, read from the compiled English catalog. */
function timeToFinishId(): string {
  const id = Object.keys(english).find((key) => JSON.stringify(english[key]).includes('minute to finish'));
  if (!id) throw new Error('The English catalog has no time-to-finish message: run the catalogs task.');
  return id;
}

function renderIn(locale: 'en' | 'pl', tag: string) {
  const i18n = setupI18n();
  // Lingui compiles a plain ICU string at run time outside production builds: the test states the wording itself.
  i18n.load(locale, locale === 'pl' ? { [timeToFinishId()]: POLISH } : english);
  i18n.activate(locale, [tag]);
  return render(
    <I18nProvider i18n={i18n}>
      <TimeToFinish />
    </I18nProvider>,
  );
}

beforeEach(() => {
  useProgressStore.getState().set(8);
});

describe('time to finish (docs/spec/flow/overview.md#time-to-finish)', () => {
  it('in English: the singular for 1, the plain form for the rest', () => {
    renderIn('en', 'en');
    expect(screen.getByText('About 8 minutes to finish')).toBeInTheDocument();
    act(() => useProgressStore.getState().set(1));
    expect(screen.getByText('About 1 minute to finish')).toBeInTheDocument();
  });

  it('says nothing once no time is left (issue 18: "About 0 minutes to finish" on the denial screen)', () => {
    renderIn('en', 'en');
    act(() => useProgressStore.getState().set(0));
    expect(screen.queryByText(/minutes? to finish/)).not.toBeInTheDocument();
  });

  it('in Polish: 1 singular, 2–4 the paucal, 5 and above the plain form', () => {
    renderIn('pl', 'pl');
    const shown = (minutes: number) => {
      act(() => useProgressStore.getState().set(minutes));
      return screen.getByText(/^Do końca:/).textContent;
    };
    expect(shown(1)).toBe('Do końca: 1 minuta');
    expect(shown(3)).toBe('Do końca: 3 minuty');
    expect(shown(4)).toBe('Do końca: 4 minuty');
    expect(shown(5)).toBe('Do końca: 5 minut');
    expect(shown(8)).toBe('Do końca: 8 minut');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

let t: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.fetch(`http://localhost${path}`);

describe('GET /realform/i18n/{locale}/{list}.json (docs/spec/flow/calls.md#call-table translation lists)', () => {
  it('serves the sources of earnings in the locale, without a session', async () => {
    const polish = await get('/realform/i18n/pl/sourceEarnings.json');
    expect(polish.status).toBe(200);
    expect(polish.headers.get('content-type')).toMatch(/application\/json/);
    const list = (await polish.json()) as Array<{ value: string; label: string }>;
    expect(list.map((entry) => entry.value)).toEqual(['EMPLOYMENT', 'BUSINESS_ACTIVITY', 'PENSION', 'SAVINGS_INVESTMENTS', 'GRANTS_LOANS_ETC']);
    expect(list.every((entry) => entry.label.length > 0)).toBe(true);
    const english = (await (await get('/realform/i18n/en/sourceEarnings.json')).json()) as Array<{ value: string; label: string }>;
    expect(english[0]).toEqual({ value: 'EMPLOYMENT', label: 'Employment income' });
    expect(list[0]!.label).not.toBe(english[0]!.label);
  });

  it('serves the months from Intl, in the stand-alone form', async () => {
    const months = (await (await get('/realform/i18n/ua/months.json')).json()) as Array<{ value: string; label: string }>;
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '01', label: 'Січень' });
  });

  // Issue 17: the purpose of the account (docs/spec/flow/calls.md#translations "purposeContract"; the declarations' investmentGoal) answered 404.
  it('serves the purposes of the account in the locale', async () => {
    const response = await get('/realform/i18n/de/purposeContract.json');
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<{ value: string; label: string }>;
    expect(list.map((entry) => entry.value)).toEqual(['LONG_TERM_GROWTH', 'RETIREMENT', 'REGULAR_INCOME', 'SHORT_TERM_TRADING', 'HEDGING', 'OTHER']);
    const english = (await (await get('/realform/i18n/en/purposeContract.json')).json()) as Array<{ value: string; label: string }>;
    expect(english[0]).toEqual({ value: 'LONG_TERM_GROWTH', label: 'Growing my savings over the long term' });
    expect(list[0]!.label).not.toBe(english[0]!.label);
  });

  it('answers 404 for an unknown locale, an unknown list, and a name without .json', async () => {
    for (const path of ['/realform/i18n/xx/sourceEarnings.json', '/realform/i18n/pl/passwords.json', '/realform/i18n/pl/sourceEarnings']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'error', globalError: expect.any(String) });
    }
  });
});

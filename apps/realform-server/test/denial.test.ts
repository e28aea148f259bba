import type { RealformClient } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './harness';
import { POLISH_PERSON, startWithApplicants, WARSAW_ADDRESS } from './stepsSupport';

// Issue 18 item 2: a typo in the birth year must not end the application. The age rule is a field error the
// applicant can correct; the one denial left (the verified identity document shows a minor) is asked to be
// confirmed first, and then says why, on every later call too.

// The server's clock: 15 June 2026, noon in Warsaw.
const NOW = new Date('2026-06-15T10:00:00Z');

/** The identity check of an application whose verified document shows a holder born in 2010. */
const MINOR_DOCUMENT = {
  identityVerification: { method: 'scan', device: 'desktop', journeyId: 'j-minor', result: 'Passed', at: '2026-06-15T09:00:00.000Z', documentBirthDate: '2010-03-27' },
};
const ADULT_DOCUMENT = {
  identityVerification: { method: 'scan', device: 'desktop', journeyId: 'j-adult', result: 'Passed', at: '2026-06-15T09:00:00.000Z', documentBirthDate: '1990-05-27' },
};

// A Pole born 27 March 2010: the PESEL encodes that date (month + 20 for the 2000s) with its check digit.
const MINOR_PESEL = '10232700005';

let t: Awaited<ReturnType<typeof startWithApplicants>>;
let origin: string;

beforeAll(async () => {
  t = await startWithApplicants(
    {
      'typo@example.com': 'personalDataConfirm',
      'pesel-typo@example.com': 'personalDataConfirm',
      'old@example.com': 'personalDataConfirm',
      'validate@example.com': 'personalDataConfirm',
      'minor-document@example.com': { step: 'personalDataConfirm', data: MINOR_DOCUMENT },
      'adult-document@example.com': { step: 'personalDataConfirm', data: ADULT_DOCUMENT },
    },
    { now: () => NOW },
  );
  origin = (await t.server.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await t?.close();
});

type Client = RealformClient & { tokenStore: { get(): string | null } };

/** A call over HTTP to the listening server: its status and body. */
async function overHttp(client: Client, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: client.tokenStore.get(), languageCode: 'en', branchCode: 'EU', brand: 'eu', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const GERMAN = { ...POLISH_PERSON, citizenship: 'DE', pesel: null, identificationNumber: '36574261809', birthPlaceCountry: 'DE' };

describe('a typed date of birth under 18 is a field error, not a denial', () => {
  it('given a birth year mistyped as 2010, answers 400 under the date of birth; corrected, the application goes on', async () => {
    const client = await t.signedIn('typo@example.com');
    const typo = await overHttp(client, '/realform/form-eu/personal-data-confirm', { ...GERMAN, dateOfBirth: '2010-05-27' });
    expect(typo).toEqual({
      status: 400,
      body: { status: 'error', errors: { dateOfBirth: ['You must be at least 18 years old to open an account. Check the year of your date of birth.'] } },
    });
    // Nothing was decided: the corrected answer is taken.
    expect(await client.call('personalDataConfirm', { ...GERMAN, dateOfBirth: '1990-05-27' })).toMatchObject({ status: 'success', next: 'addressDetails' });
    expect(await client.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ status: 'success' });
  });

  it('given a Polish PESEL of someone born in 2010, names both the date of birth and the PESEL', async () => {
    const client = await t.signedIn('pesel-typo@example.com');
    const answer = await overHttp(client, '/realform/form-eu/personal-data-confirm', { ...POLISH_PERSON, dateOfBirth: '2010-03-27', pesel: MINOR_PESEL });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 'error',
      errors: {
        dateOfBirth: ['You must be at least 18 years old to open an account. Check the year of your date of birth.'],
        pesel: ['By this PESEL number you are younger than 18, and we can open accounts only for adults. Check the digits.'],
      },
    });
    expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'success', next: 'addressDetails' });
  });

  it('given a year such as 1900, the date is implausible (a typo), in the applicant\'s language', async () => {
    const client = await t.signedIn('old@example.com', { locale: 'pl', brand: 'pl' });
    const answer = await overHttp(client, '/realform/form-pl/personal-data-confirm', { ...GERMAN, dateOfBirth: '1900-05-27', languageCode: 'pl', branchCode: 'PL', brand: 'pl' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object)).toEqual(['dateOfBirth']);
    expect((answer.body.errors as Record<string, string[]>).dateOfBirth![0]).toMatch(/120/);
    expect((answer.body.errors as Record<string, string[]>).dateOfBirth![0]).not.toBe('This date would make you more than 120 years old. Check the year of your date of birth.');
  });

  it('the validate call judges the age on blur, against the server clock (lean path and in process alike)', async () => {
    const client = await t.signedIn('validate@example.com');
    const dateOfBirth = await overHttp(client, '/realform/form-eu/validate', { name: 'dateOfBirth', value: '2010-05-27' });
    expect(dateOfBirth).toEqual({
      status: 200,
      body: { status: 'error', errors: { dateOfBirth: ['You must be at least 18 years old to open an account. Check the year of your date of birth.'] } },
    });
    // Turns 18 today on the server's clock: an adult.
    expect(await client.validate('dateOfBirth', '2008-06-15')).toEqual({ status: 'success' });
    expect(await client.validate('dateOfBirth', '2008-06-16')).toMatchObject({ status: 'error' });
    const pesel = await overHttp(client, '/realform/form-eu/validate', { name: 'pesel', value: MINOR_PESEL });
    expect(pesel.body).toEqual({
      status: 'error',
      errors: { pesel: ['By this PESEL number you are younger than 18, and we can open accounts only for adults. Check the digits.'] },
    });
    expect(await client.validate('pesel', '90052712343')).toEqual({ status: 'success' });
  });
});

describe('a denial decided from the identity document is confirmed first and says why', () => {
  it('asks first: the step stays and nothing is decided until the applicant confirms', async () => {
    const client = await t.signedIn('minor-document@example.com');
    const asked = await client.call('personalDataConfirm', { ...GERMAN, dateOfBirth: '1990-05-27' });
    expect(asked).toEqual({ status: 'success', dataContent: { denialPending: { reason: 'underageDocument' } } });
    // Still at the personal data: asking again asks again.
    expect(await client.call('personalDataConfirm', GERMAN)).toEqual(asked);

    const denied = await client.call('personalDataConfirm', { ...GERMAN, confirmDenial: true });
    expect(denied).toEqual({ status: 'success', next: 'onboardingDenied', dataContent: { denial: { reason: 'underageDocument' } } });
    // The log says a denial happened and why, with nothing of the person.
    expect(t.logs.join('\n')).toContain('underageDocument');
    expect(t.logs.join('\n')).not.toContain('2010-03-27');
  });

  it('after the denial, a step sent again (the browser\'s Back) or a new login lands on the denial, with its reason', async () => {
    const client = await t.signedIn('minor-document@example.com');
    const again = await overHttp(client, '/realform/form-eu/personal-data-confirm', GERMAN);
    expect(again).toEqual({ status: 409, body: { status: 'error', next: 'onboardingDenied', dataContent: { denial: { reason: 'underageDocument' } } } });
    const login = await t.client({ locale: 'en', brand: 'eu' }).newLogin({ loginEmail: 'minor-document@example.com', loginPassword: PASSWORD });
    expect(login).toMatchObject({ status: 'success', next: 'onboardingDenied', dataContent: { denial: { reason: 'underageDocument' } } });
  });

  it('given a verified document of an adult, the personal data goes on without a question', async () => {
    const client = await t.signedIn('adult-document@example.com');
    expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'success', next: 'addressDetails' });
  });
});

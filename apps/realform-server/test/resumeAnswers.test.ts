import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './harness';
import { POLISH_PERSON, startWithApplicants, WARSAW_ADDRESS } from './stepsSupport';

// Issue 17 "Proof": an application resumed in another browser (a login) or a second tab holds none of the
// applicant's answers in that browser. The server has them: the login answer carries every stored answer and the
// residence country of the entry, and a data step's answer names the residence country with its prefill, so the
// next screen starts from what the applicant gave rather than from nothing.

let t: Awaited<ReturnType<typeof startWithApplicants>>;

beforeAll(async () => {
  t = await startWithApplicants({
    'resume@example.com': 'personalDataConfirm',
    'second-tab@example.com': 'personalDataConfirm',
    'new-tab@example.com': 'personalDataConfirm',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('answers the server holds, for a browser that did not give them', () => {
  it('a login in another browser answers the stored step with every stored answer and the residence country', async () => {
    const first = await t.signedIn('resume@example.com', { locale: 'pl', brand: 'pl' });
    expect(await first.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'success', next: 'addressDetails' });
    expect(await first.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ status: 'success', next: 'taxOfficeDetails' });

    const elsewhere = await t.client({ locale: 'pl', brand: 'pl' }).newLogin({ loginEmail: 'resume@example.com', loginPassword: PASSWORD });
    expect(elsewhere).toMatchObject({
      status: 'success',
      next: 'taxOfficeDetails',
      dataContent: {
        residenceCountry: 'PL',
        personalData: { firstName: 'Anna', citizenship: POLISH_PERSON.citizenship },
        address: { country: 'PL', postalCode: '00-902', city: 'Warszawa' },
      },
    });
  });

  it("a data step's answer names the residence country with the next step's prefill (a second tab's address)", async () => {
    const tab = await t.signedIn('second-tab@example.com', { locale: 'pl', brand: 'pl' });
    expect(await tab.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'success', next: 'addressDetails', dataContent: { residenceCountry: 'PL' } });
  });

  it('get-answers: a new tab of the same session (a deep link; the browser reopened) gets every stored answer and the residence country, at any step', async () => {
    const session = await t.signedIn('new-tab@example.com', { locale: 'en', brand: 'eu' });
    expect(await session.call('getAnswers', {})).toMatchObject({ status: 'success', dataContent: { residenceCountry: 'PL' } });
    expect(await session.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ status: 'success', next: 'addressDetails' });
    expect(await session.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ status: 'success', next: 'taxOfficeDetails' });
    const answer = await session.call('getAnswers', {});
    expect(answer).toMatchObject({
      status: 'success',
      dataContent: { residenceCountry: 'PL', personalData: { firstName: 'Anna' }, address: { postalCode: '00-902', city: 'Warszawa' } },
    });
    // Reading moves nothing: the application is still at the tax step.
    expect(answer.next).toBeUndefined();
    expect(await session.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ status: 'success', next: 'taxOfficeDetails' });
  });

  it('get-answers needs an application: a session that has not registered or logged in is sent to restart', async () => {
    const anonymous = t.client({ locale: 'en', brand: 'eu' });
    await anonymous.ensureToken();
    expect(await anonymous.call('getAnswers', {})).toMatchObject({ status: 'error', next: 'restart' });
  });
});

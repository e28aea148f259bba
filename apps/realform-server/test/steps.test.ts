import type { RealformClient } from '@onboarding/realform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATIONS, EMPLOYED_RISK, POLISH_PERSON, POLISH_TAX, startWithApplicants, WARSAW_ADDRESS } from './stepsSupport';

// The server's clock: 15 June 2026, noon in Warsaw.
const NOW = new Date('2026-06-15T10:00:00Z');

let t: Awaited<ReturnType<typeof startWithApplicants>>;

beforeAll(async () => {
  t = await startWithApplicants(
    {
      'walk@example.com': 'dataUploadChoice',
      'digital@example.com': 'dataUploadChoice',
      'failed@example.com': 'uploadFailed',
      'failed-again@example.com': 'uploadFailed',
      'succeeded@example.com': 'uploadSucceeded',
      'early@example.com': 'personalDataConfirm',
      'minor@example.com': 'personalDataConfirm',
      'expired@example.com': 'personalDataConfirm',
      'address@example.com': 'addressDetails',
      'later@example.com': 'riskAssessment',
      'currency@example.com': 'currencyChoice',
      'declarations@example.com': 'declarationAcceptance',
      'risk@example.com': 'riskAssessment',
      'eur@example.com': 'summaryAndPaymentChoice',
      'lookup@example.com': 'addressDetails',
    },
    { now: () => NOW },
  );
});

afterAll(async () => {
  await t?.close();
});

/** The HTTP status and body of a call, sent raw with the client's session token. */
async function raw(client: RealformClient & { tokenStore: { get(): string | null } }, path: string, body: Record<string, unknown>) {
  const token = client.tokenStore.get();
  const response = await t.post(path, JSON.stringify({ token, languageCode: 'en', branchCode: 'EU', brand: 'eu', ...body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the identity choices', () => {
  it('given "upload later", data-upload-choice leads straight to the personal data', async () => {
    const client = await t.signedIn('walk@example.com');
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 1 })).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
  });

  it('given "digital" then "desktop" then a passport, leads to the how-to screen', async () => {
    const client = await t.signedIn('digital@example.com');
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 2 })).toMatchObject({ next: 'mobileDesktopChoice' });
    expect(await client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 })).toMatchObject({ next: 'desktopDocumentChoice' });
    expect(await client.call('desktopDocumentChoice', { documentType: 1 })).toMatchObject({ next: 'howToTakePicture' });
    // docs/spec/flow/calls.md#named-actions: from the upload screens, mobileDesktopChoice=1 switches to the phone, dataUploadChoice=2 goes back.
    expect(await client.call('mobileDesktopChoice', { mobileDesktopChoice: 1 })).toMatchObject({ next: 'mobileSms' });
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 2 })).toMatchObject({ next: 'mobileDesktopChoice' });
  });

  it('refuses choices outside the enumerations, with the field named', async () => {
    const client = await t.signedIn('digital@example.com');
    expect(await client.call('dataUploadChoice', { dataUploadChoice: 7 })).toEqual({
      status: 'error',
      errors: { dataUploadChoice: ['Choose how you want to verify your identity.'] },
    });
    expect(await client.call('mobileDesktopChoice', {})).toEqual({
      status: 'error',
      errors: { mobileDesktopChoice: ['Choose the device you want to upload your document with.'] },
    });
    const asText = await raw(client, '/realform/form-eu/desktop-document-choice', { documentType: '1' });
    expect(asText).toEqual({ status: 400, body: { status: 'error', errors: { documentType: ['Check this field.'] } } });
    const personalNumbering = await raw(client, '/realform/form-eu/desktop-document-choice', { documentType: 3 });
    expect(personalNumbering.body.errors).toEqual({ documentType: ['Choose the type of your document.'] });
  });

  it('given a failed upload, try-again returns to the upload; a second try-again there is out of order', async () => {
    const client = await t.signedIn('failed@example.com');
    expect(await client.call('uploadTryAgain', {})).toMatchObject({ status: 'success', next: 'desktopDocumentUpload' });
    const again = await raw(client, '/realform/form-eu/upload-try-again', {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', next: 'desktopDocumentUpload' });
  });

  it('given the scan service gave up in the browser (docs/spec/flow/errors.md#scanning uploadException), upload-summary from the upload goes on', async () => {
    const client = await t.signedIn('failed-again@example.com');
    expect(await client.call('uploadTryAgain', {})).toMatchObject({ next: 'desktopDocumentUpload' });
    expect(await client.call('uploadSummary', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
  });

  it('given a successful upload, upload-summary leads to the personal data; try-again is out of order', async () => {
    const client = await t.signedIn('succeeded@example.com');
    const tryAgain = await raw(client, '/realform/form-eu/upload-try-again', {});
    expect(tryAgain).toMatchObject({ status: 409, body: { next: 'uploadSucceeded' } });
    expect(await client.call('uploadSummary', {})).toMatchObject({ status: 'success', next: 'personalDataConfirm' });
  });

  it('answers a body that is not an object with 400 on every identity call', async () => {
    for (const path of ['data-upload-choice', 'mobile-desktop-choice', 'desktop-document-choice', 'upload-summary', 'upload-try-again']) {
      const response = await t.post(`/realform/form-eu/${path}`, JSON.stringify([1, 2]));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ status: 'error', globalError: expect.any(String) });
    }
  });
});

describe('the step machine', () => {
  it('answers a step sent out of order with 409 and the step the application is at', async () => {
    const client = await t.signedIn('early@example.com');
    for (const [path, body] of [
      ['data-upload-choice', { dataUploadChoice: 1 }],
      ['address-details', WARSAW_ADDRESS],
      ['risk-assessment', EMPLOYED_RISK],
      ['summary-and-payment-choice', { paymentGateway: 1 }],
    ] as const) {
      const answer = await raw(client, `/realform/form-eu/${path}`, body);
      expect(answer.status, path).toBe(409);
      expect(answer.body, path).toMatchObject({ status: 'error', next: 'personalDataConfirm', globalError: expect.stringMatching(/not available now/) });
    }
  });

  it('given a data step re-submitted from a later step, keeps the applicant where they had got to', async () => {
    const client = await t.signedIn('later@example.com');
    expect(await client.call('addressDetails', { ...WARSAW_ADDRESS, street: 'Nowy Świat' })).toMatchObject({
      status: 'success',
      next: 'riskAssessment',
      dataContent: { address: { street: 'Nowy Świat' } },
    });
    expect(await client.call('personalDataConfirm', POLISH_PERSON)).toMatchObject({ next: 'riskAssessment' });
    expect(await client.call('riskAssessment', EMPLOYED_RISK)).toMatchObject({ next: 'summaryAndPaymentChoice' });
  });
});

describe('a whole walk through the data steps', () => {
  it('goes from the personal data to the summary and accountOpen, each answer stored and sent back normalised', async () => {
    const client = await t.signedIn('walk@example.com', { locale: 'en', brand: 'pl' });

    const personal = await client.call('personalDataConfirm', { ...POLISH_PERSON, documentNumber: 'abc 123456' });
    expect(personal).toMatchObject({ status: 'success', next: 'addressDetails', dataContent: { personalData: { documentNumber: 'ABC123456' } } });

    expect(await client.call('addressDetails', WARSAW_ADDRESS)).toMatchObject({ next: 'taxOfficeDetails' });

    const tax = await client.call('taxOfficeDetails', POLISH_TAX);
    expect(tax).toMatchObject({
      next: 'currencyChoice',
      dataContent: { taxResidences: { residences: [{ country: 'PL', polandTaxOfficeCode: '1433', polandTaxOfficeName: 'Urząd Skarbowy Warszawa-Mokotów' }] } },
    });

    // The answer that leads to the declarations names the brand's consents (docs/spec/flow/validation.md#declarations).
    const currency = await client.call('currencyChoice', { currencyChoice: 1 });
    expect(currency).toMatchObject({
      next: 'declarationAcceptance',
      dataContent: { consents: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'] },
    });

    expect(await client.call('declarationAcceptance', DECLARATIONS)).toMatchObject({ next: 'riskAssessment' });
    expect(await client.call('riskAssessment', EMPLOYED_RISK)).toMatchObject({ status: 'success', next: 'summaryAndPaymentChoice' });

    // The summary (docs/spec/flow/calls.md#step-calls summary-and-payment-choice; payments: test/payments.test.ts): a gateway outside the flow spec's list is
    // refused; going on without paying leads to account-open.
    expect(await client.call('summaryAndPaymentChoice', { paymentGateway: 4 })).toMatchObject({
      status: 'error',
      errors: { paymentGateway: ['Choose a payment method.'] },
    });
    expect(await client.call('summaryAndPaymentChoice', { withoutPayment: true })).toEqual({ status: 'success', next: 'accountOpen' });
  });
});

describe('personal data', () => {
  it('refuses a typed date of birth under 18 as a field error the applicant can correct, not a denial (issue 18)', async () => {
    const client = await t.signedIn('minor@example.com');
    // Turns 18 tomorrow on the server's clock.
    const minor = { ...POLISH_PERSON, citizenship: 'DE', dateOfBirth: '2008-06-16', pesel: null, identificationNumber: '36574261809', birthPlaceCountry: 'DE' };
    expect(await client.call('personalDataConfirm', minor)).toEqual({
      status: 'error',
      errors: { dateOfBirth: ['You must be at least 18 years old to open an account. Check the year of your date of birth.'] },
    });
    expect(await client.call('personalDataConfirm', { ...minor, dateOfBirth: '2008-06-15' })).toMatchObject({ status: 'success', next: 'addressDetails' });
  });

  it('refuses a date of birth in the future and an expired document, against the server clock', async () => {
    const client = await t.signedIn('expired@example.com');
    expect(await client.call('personalDataConfirm', { ...POLISH_PERSON, documentExpirationDate: '2026-06-15' })).toEqual({
      status: 'error',
      errors: { documentExpirationDate: ['Your document has expired. Use a valid document.'] },
    });
    const future = await raw(client, '/realform/form-eu/personal-data-confirm', {
      ...POLISH_PERSON,
      citizenship: 'FR',
      pesel: null,
      identificationNumber: 'X1',
      dateOfBirth: '2027-01-01',
    });
    expect(future).toEqual({ status: 400, body: { status: 'error', errors: { dateOfBirth: ['Your date of birth must be in the past.'] } } });
  });

  it('refuses a PESEL with a wrong check digit or another date of birth, every problem at once', async () => {
    const client = await t.signedIn('expired@example.com');
    expect(await client.call('personalDataConfirm', { ...POLISH_PERSON, pesel: '90052712340', firstName: '' })).toEqual({
      status: 'error',
      errors: { firstName: ['Enter your first name.'], pesel: ['This is not a valid PESEL number. Check it and try again.'] },
    });
    expect(await client.call('personalDataConfirm', { ...POLISH_PERSON, dateOfBirth: '1990-05-28' })).toMatchObject({
      errors: { pesel: ['Your PESEL number does not match your date of birth.'] },
    });
    expect(await client.call('personalDataConfirm', { ...POLISH_PERSON, noLimitExpiryDate: true })).toMatchObject({
      status: 'success',
      dataContent: { personalData: { documentExpirationDate: null } },
    });
  });
});

describe('address', () => {
  it('wants the Polish postal code format, and the contact fields when a contact address is ticked', async () => {
    const client = await t.signedIn('address@example.com');
    expect(await client.call('addressDetails', { ...WARSAW_ADDRESS, postalCode: '00902' })).toEqual({
      status: 'error',
      errors: { postalCode: ['Enter a Polish postal code in the format 00-000.'] },
    });
    expect(await client.call('addressDetails', { ...WARSAW_ADDRESS, contactAddress: true, contactCountry: 'DE' })).toMatchObject({
      errors: { contactPostalCode: ['Enter the postal code.'], contactCity: ['Enter the town or city.'] },
    });
    expect(await client.call('addressDetails', { ...WARSAW_ADDRESS, contactCity: 'Berlin' })).toMatchObject({
      status: 'success',
      next: 'taxOfficeDetails',
      dataContent: { address: { contactAddress: null } },
    });
  });
});

describe('tax residences', () => {
  it('given flag 2, uses the Warsaw office 1076 whatever was chosen (docs/spec/flow/states.md#tax-residence)', async () => {
    const client = await t.signedIn('address@example.com');
    const answer = await client.call('taxOfficeDetails', { ...POLISH_TAX, taxResidenceFlag: 2, firstPolandTaxOfficeId: 1001 });
    expect(answer).toMatchObject({
      status: 'success',
      dataContent: { taxResidences: { residences: [{ polandTaxOfficeId: 1076, polandTaxOfficeCode: '1436', polandTaxOfficeName: 'Drugi Urząd Skarbowy Warszawa-Śródmieście' }] } },
    });
  });

  it('takes three residences in three countries, refuses a fourth prefix and a repeated country', async () => {
    const client = await t.signedIn('address@example.com');
    const three = {
      ...POLISH_TAX,
      addSecondTaxCountry: true,
      secondTaxCountry: 'DE',
      secondTinNumber: '36574261809',
      addThirdTaxCountry: true,
      thirdTaxCountry: 'GB',
      thirdNoTinNumber: true,
      thirdNoTinNumberReason: 2,
    };
    const answer = await client.call('taxOfficeDetails', { ...three, fourthTaxCountry: 'FR' } as typeof three);
    expect(answer).toMatchObject({ status: 'success' });
    expect((answer.dataContent?.taxResidences as { residences: unknown[] }).residences).toHaveLength(3);
    expect(await client.call('taxOfficeDetails', { ...three, thirdTaxCountry: 'PL' })).toMatchObject({
      errors: { thirdTaxCountry: ['You have already entered this country. Choose a different one.'] },
    });
  });

  it('checks the TIN by country and the reasons for having none', async () => {
    const client = await t.signedIn('address@example.com');
    const abroad = { taxResidenceFlag: 1, firstTaxCountry: 'DE' };
    expect(await client.call('taxOfficeDetails', { ...abroad, firstTinNumber: '36574261808' })).toMatchObject({
      errors: { firstTinNumber: ['This tax identification number is not valid for the country you chose. Check it and try again.'] },
    });
    expect(await client.call('taxOfficeDetails', { ...abroad, firstNoTinNumber: true, firstNoTinNumberReason: 1 })).toMatchObject({
      errors: { firstNoTinNumber: ['Residents of this country always have a tax identification number. Enter it.'] },
    });
    expect(await client.call('taxOfficeDetails', { taxResidenceFlag: 1, firstTaxCountry: 'FR', firstNoTinNumber: true, firstNoTinNumberReason: 3 })).toMatchObject({
      errors: { firstNoTinNumberOtherReason: ['Describe why you do not have a tax identification number.'] },
    });
  });

  it("refuses a Polish residence's PESEL that differs from the personal data's", async () => {
    const client = await t.signedIn('later@example.com');
    expect(await client.call('taxOfficeDetails', { ...POLISH_TAX, firstPolandTaxResidentPesel: '44051401359' })).toEqual({
      status: 'error',
      errors: { firstPolandTaxResidentPesel: ['This PESEL number differs from the one in your personal data.'] },
    });
  });
});

describe('currency, declarations and risk assessment', () => {
  it('given the Polish locale, refuses CZK (docs/spec/flow/validation.md#currency); in Czech it is offered', async () => {
    const polish = await t.signedIn('currency@example.com', { locale: 'pl', brand: 'pl' });
    const refused = await polish.call('currencyChoice', { currencyChoice: 4 });
    expect(refused.status).toBe('error');
    expect(Object.keys(refused.errors ?? {})).toEqual(['currencyChoice']);
    const missing = await polish.call('currencyChoice', {});
    expect(Object.keys(missing.errors ?? {})).toEqual(['currencyChoice']);
    const czech = await t.signedIn('currency@example.com', { locale: 'cz', brand: 'eu' });
    expect(await czech.call('currencyChoice', { currencyChoice: 4 })).toMatchObject({ status: 'success', dataContent: { consents: ['RECEIVED_KID'] } });
  });

  it("requires the brand's consents, a US TIN for a US taxpayer, and the PEP answer", async () => {
    const client = await t.signedIn('declarations@example.com', { locale: 'en', brand: 'pl' });
    expect(await client.call('declarationAcceptance', { ...DECLARATIONS, awareOfLossAndCreditRisks: false, usaTaxPayer: true, pepDeclaration: null })).toEqual({
      status: 'error',
      errors: {
        usaTin: ['Enter your US taxpayer identification number.'],
        pepDeclaration: ['Answer whether you are a politically exposed person.'],
        awareOfLossAndCreditRisks: ['Confirm that you are aware of the risk of loss and the credit risk.'],
      },
    });
    expect(await client.call('declarationAcceptance', { ...DECLARATIONS, usaTaxPayer: true, usaTin: '123-45-6789' })).toMatchObject({
      status: 'success',
      next: 'riskAssessment',
      dataContent: { declarations: { usaTin: '123456789' }, consents: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'] },
    });
  });

  it('applies the employment rules and leads to the summary', async () => {
    const client = await t.signedIn('risk@example.com');
    expect(await client.call('riskAssessment', { ...EMPLOYED_RISK, employmentStatus: 'UNEMPLOYED' })).toEqual({
      status: 'error',
      errors: { sourceOfFunds: ['This source of funds does not match your employment status. Choose another one.'] },
    });
    expect(await client.call('riskAssessment', { ...EMPLOYED_RISK, position: undefined })).toMatchObject({
      errors: { position: ['Choose your position.'] },
    });
    expect(await client.call('riskAssessment', { ...EMPLOYED_RISK, employmentStatus: 'RETIRED', sourceOfFunds: 'PENSION' })).toMatchObject({
      status: 'success',
      next: 'summaryAndPaymentChoice',
      dataContent: { riskAssessment: { natureOfBusiness: null, position: null } },
    });
  });

  it('given a brand that offers no payment, refuses a gateway (isPaymentAllowed false)', async () => {
    const client = await t.signedIn('eur@example.com');
    expect(await client.call('summaryAndPaymentChoice', { paymentGateway: 1 })).toEqual({
      status: 'error',
      errors: { paymentGateway: ['This payment method is not available for your account. Choose another one, or continue without paying.'] },
      dataContent: { isPaymentAllowed: false },
    });
  });
});

describe('get-dictionaries-list', () => {
  it('answers every dictionary of docs/spec/flow/entities.md#dictionaries to a session that has not registered yet', async () => {
    const client = t.client({ locale: 'pl', brand: 'pl' });
    const answer = await client.call('getDictionariesList', {});
    expect(answer.status).toBe('success');
    expect(answer.taxOfficeList).toHaveLength(400);
    expect(answer.taxOfficeList?.find((office) => office.id === 1076)).toEqual({
      id: 1076,
      code: '1436',
      name: 'Drugi Urząd Skarbowy Warszawa-Śródmieście',
      city: 'Warszawa',
    });
    expect(answer.countries?.slice(0, 2)).toEqual([
      { code: 'PL', name: 'Polska' },
      { code: 'AT', name: 'Austria' },
    ]);
    expect(answer.citizenship).toHaveLength(249);
    expect(answer.europeanCountries).toHaveLength(28);
    expect(answer.phonePrefixesList?.[0]).toEqual({ country: 'PL', prefix: '+48', name: 'Polska' });
    // The brand's gateways (brand setting payments): none configured on this server; see test/payments.test.ts.
    expect(answer.paymentGateways).toEqual([]);
    expect(answer.tinCountries).toContain('DE');
    expect(answer).toMatchObject({ consents: ['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS'] });
  });

  it("names the countries in the request's language", async () => {
    const answer = await t.client({ locale: 'de', brand: 'eu' }).call('getDictionariesList', {});
    expect(answer.countries?.[0]).toEqual({ code: 'DE', name: 'Deutschland' });
    expect(answer.countries?.find((country) => country.code === 'PL')?.name).toBe('Polen');
  });

  it('answers an unknown token with restart, and a body without a locale with 400', async () => {
    const unknown = await t.post('/realform/form-pl/get-dictionaries-list', JSON.stringify({ token: 'x'.repeat(43), languageCode: 'pl', branchCode: 'PL', brand: 'pl' }));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ status: 'error', next: 'restart', restart: true });
    const noLocale = await t.post('/realform/form-pl/get-dictionaries-list', JSON.stringify({ token: 'x', branchCode: 'PL', brand: 'pl' }));
    expect(noLocale.status).toBe(400);
    expect(await noLocale.json()).toMatchObject({ status: 'error', globalError: expect.any(String) });
  });
});

describe('get-postal-code-addresses', () => {
  it('answers the towns and streets of a bundled code', async () => {
    const client = await t.signedIn('lookup@example.com');
    expect(await client.call('getPostalCodeAddresses', { postalCode: '00-902' })).toEqual({
      status: 'success',
      postalCodeAddresses: { Warszawa: ['Wiejska'] },
    });
    expect(await client.call('getPostalCodeAddresses', { postalCode: '31-042' })).toMatchObject({ postalCodeAddresses: { Kraków: ['Rynek Główny'] } });
  });

  it('answers an unknown code with an empty map', async () => {
    const client = await t.signedIn('lookup@example.com');
    expect(await client.call('getPostalCodeAddresses', { postalCode: '99-999' })).toEqual({ status: 'success', postalCodeAddresses: {} });
  });

  it('refuses a code not in the ##-### format, and a session without an application', async () => {
    const client = await t.signedIn('lookup@example.com');
    expect(await client.call('getPostalCodeAddresses', { postalCode: '00902' })).toEqual({
      status: 'error',
      errors: { postalCode: ['Enter a Polish postal code in the format 00-000.'] },
    });
    const anonymous = t.client({ locale: 'en', brand: 'eu' });
    expect(await anonymous.call('getPostalCodeAddresses', { postalCode: '00-902' })).toMatchObject({ status: 'error', next: 'restart' });
  });
});

describe('the validate call on the data-step fields', () => {
  it('judges a field alone with the same rule as its step', async () => {
    const client = await t.signedIn('lookup@example.com');
    expect(await client.validate('pesel', '90052712340')).toEqual({
      status: 'error',
      errors: { pesel: ['This is not a valid PESEL number. Check it and try again.'] },
    });
    expect(await client.validate('secondTinNumber', '<b>')).toMatchObject({ errors: { secondTinNumber: [expect.any(String)] } });
    expect(await client.validate('firstName', 'Zoë')).toEqual({ status: 'success' });
    expect(await client.validate('apartmentNumber', '')).toEqual({ status: 'success' });
  });
});

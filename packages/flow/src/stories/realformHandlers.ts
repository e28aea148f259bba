// Story fixtures (not part of the package build: only *.stories.tsx import this folder).
import { setupI18n, type I18n } from '@lingui/core';
import {
  INCOME_SOURCE_LABELS,
  INCOME_SOURCES,
  INVESTMENT_GOAL_LABELS,
  INVESTMENT_GOALS,
  isLocale,
  loadMessages as loadDictionaryMessages,
  monthOptions,
  optionsWithLabels,
  toBcp47,
  type Locale,
} from '@onboarding/dictionaries';
import { CALL_ROUTES, loadMessages, REALFORM_PREFIX, translateMessage, type CallName } from '@onboarding/realform-api';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** A request body as the realform client sends it: JSON, or the fields of a multipart upload. */
export type RequestBody = Readonly<Record<string, unknown>>;

/** An answer never sent: the screen stays locked, as on a slow network (docs/spec/flow/states.md#submit-engine "Each submit locks the screen"). */
export const NEVER_ANSWERS = 'never-answers';
/** No answer at all (a dropped connection): the client reports the network failure. */
export const UNREACHABLE = 'unreachable';

/** What a story's server answers to one call: a body, a body computed from the request, or one of the two above. */
export type StoryAnswer = Readonly<Record<string, unknown>> | ((body: RequestBody) => Readonly<Record<string, unknown>>) | typeof NEVER_ANSWERS | typeof UNREACHABLE;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URL of a call (docs/spec/flow/calls.md#transport: `form-{pl|eu}` by locale, sms, document, form-pl and site have their own bases). */
function callUrl(name: CallName): RegExp {
  const { base, path } = CALL_ROUTES[name as keyof typeof CALL_ROUTES];
  const basePath = base === 'form' ? 'form-(?:pl|eu)' : escape(base);
  return new RegExp(`${escape(REALFORM_PREFIX)}/${basePath}/${escape(path)}(?:\\?.*)?$`);
}

async function readBody(request: Request): Promise<RequestBody> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  return text ? (JSON.parse(text) as RequestBody) : {};
}

// The server answers in the request's languageCode (apps/realform-server src/i18n/translator.ts): so do the stories,
// with the contract's catalogs, so a field error or a global error reads in the toolbar's locale.
const translators = new Map<string, Promise<I18n>>();
function i18nFor(languageCode: unknown): Promise<I18n> {
  const locale = isLocale(languageCode) ? languageCode : 'en';
  let instance = translators.get(locale);
  if (!instance) {
    instance = loadMessages(locale).then((messages) => setupI18n({ locale, locales: toBcp47(locale), messages: { [locale]: messages } }));
    translators.set(locale, instance);
  }
  return instance;
}

async function translated(answer: Readonly<Record<string, unknown>>, languageCode: unknown): Promise<Record<string, unknown>> {
  const i18n = await i18nFor(languageCode);
  const result: Record<string, unknown> = { ...answer };
  if (typeof answer.globalError === 'string') result.globalError = translateMessage(i18n, answer.globalError);
  if (answer.errors && typeof answer.errors === 'object') {
    result.errors = Object.fromEntries(
      Object.entries(answer.errors as Record<string, readonly string[]>).map(([field, keys]) => [field, keys.map((key) => translateMessage(i18n, key))]),
    );
  }
  return result;
}

/**
 * The realform server's answer to one call, at the network level (Mock Service Worker): the screen's real client
 * sends the real request. Message keys in `globalError` and `errors` are translated into the request's language, as
 * the server does. `status` is the HTTP status (the server answers field errors with 400, a refusal with 409…).
 */
export function answer(name: CallName, reply: StoryAnswer, { status = 200 }: { status?: number } = {}): HttpHandler {
  return http.post(callUrl(name), async ({ request }) => {
    if (reply === NEVER_ANSWERS) await delay('infinite');
    if (reply === UNREACHABLE) return HttpResponse.error();
    const body = await readBody(request);
    const value = typeof reply === 'function' ? reply(body) : reply;
    return HttpResponse.json(await translated(value as Readonly<Record<string, unknown>>, body.languageCode), { status });
  });
}

/** A field-error answer of a step (docs/spec/flow/errors.md: field → messages), as the server sends it with HTTP 400. */
export function fieldErrors(name: CallName, errors: Readonly<Record<string, string>>): HttpHandler {
  return answer(name, { status: 'error', errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])) }, { status: 400 });
}

/** A refusal shown in the global banner (docs/spec/flow/errors.md#global-error globalError). */
export function globalError(name: CallName, key = 'server.unexpected'): HttpHandler {
  return answer(name, { status: 'error', globalError: key }, { status: 409 });
}

const next = (step: string) => ({ status: 'success', next: step });

/**
 * The server's step machine in short (docs/spec/flow/states.md#step-order "The step machine"): each step's submit answers the step after it, so a
 * designer can click through the flow in Storybook from any screen.
 */
const STEP_MACHINE: Partial<Record<CallName, StoryAnswer>> = {
  newAccount: { ...next('desktopSms'), token: 'story-session' },
  newLogin: { ...next('personalDataConfirm'), token: 'story-session' },
  desktopSms: (body) => ({ status: 'success', dataContent: { sentSmsCount: Number(body.sentSmsCount ?? 1), resendAfterSeconds: 30 } }),
  desktopSmsCode: next('dataUploadChoice'),
  verifyEmail: (body) => ({ status: 'success', email: 'anna.nowak@example.com', dataContent: { sentSmsCount: Number(body.sentSmsCount ?? 2) } }),
  confirmEmail: next('dataUploadChoice'),
  dataUploadChoice: (body) => next(Number(body.dataUploadChoice) === 3 ? 'mobileSms' : Number(body.dataUploadChoice) === 2 ? 'desktopDocumentChoice' : 'personalDataConfirm'),
  mobileDesktopChoice: (body) => next(Number(body.mobileDesktopChoice) === 1 ? 'mobileSms' : 'desktopDocumentChoice'),
  desktopDocumentChoice: next('howToTakePicture'),
  mobileDocumentChoice: next('howToTakePicture'),
  mobileSms: (body) => ({ status: 'success', dataContent: { sentSmsCount: Number(body.sentSmsCount ?? 1), resendAfterSeconds: 30 } }),
  mobileSmsCode: { status: 'success', dataContent: { handoffLinkSent: true } },
  uploadSummary: next('personalDataConfirm'),
  uploadTryAgain: next('desktopDocumentUpload'),
  skipDesktopWaiting: next('personalDataConfirm'),
  abortMobile: next('personalDataConfirm'),
  personalDataConfirm: next('addressDetails'),
  addressDetails: next('taxOfficeDetails'),
  taxOfficeDetails: next('currencyChoice'),
  currencyChoice: next('declarationAcceptance'),
  declarationAcceptance: next('riskAssessment'),
  riskAssessment: next('summaryAndPaymentChoice'),
  summaryAndPaymentChoice: next('accountOpen'),
  // The client zone's token is left out: the story stays on the hand-over screen instead of posting to a client zone.
  accountOpen: { status: 'success', next: 'errorsReport', dataContent: {} },
  errorsReport: { status: 'success', dataContent: {} },
};

/** The stored answers of the data steps as get-summary answers them (the summary and its "Change" links). */
export const STORED_ANSWERS = {
  personalData: { firstName: 'Anna', lastName: 'Nowak', dateOfBirth: '1990-05-27', citizenship: 'PL', documentType: 1, documentNumber: 'ABC123456', pesel: '90052712343', birthPlaceCountry: 'PL' },
  address: { country: 'PL', postalCode: '00-902', city: 'Warszawa', street: 'Wiejska', buildingNumber: '4', apartmentNumber: '12', birthPlaceCity: 'Kraków', correspondenceChoice: 1, contactAddress: null },
  taxResidences: { taxResidenceFlag: 3, residences: [{ country: 'PL', polandTaxOfficeId: 1073, pesel: '90052712343' }] },
  currency: { currencyChoice: 1 },
  riskAssessment: { employmentStatus: 'EMPLOYED', natureOfBusiness: 'FINANCIAL_LEGAL_ACCOUNTING', position: 'SENIOR_EMPLOYEE', sourceOfFunds: 'EMPLOYMENT', income: '30K_TO_60K_EUR', savings: '16K_TO_30K_EUR' },
} as const;

/** get-summary's payment offer when the brand takes a first deposit in the account's currency. */
export const PAYMENT_OFFER = { isPaymentAllowed: true, amount: 1000, currency: 'PLN', gateways: [{ id: 1 }, { id: 2 }, { id: 3 }], lastResult: null } as const;

/** What a running server answers to the calls a screen makes on its own (lists, polling, reports). */
const BACKGROUND: Partial<Record<CallName, StoryAnswer>> = {
  validate: { status: 'success' },
  // The bundled lists are the server's (packages/dictionaries): an answer without lists keeps them.
  getDictionariesList: { status: 'success' },
  getPostalCodeAddresses: { status: 'success', postalCodeAddresses: { Warszawa: ['Marszałkowska', 'Świętokrzyska', 'Wiejska'] } },
  getSummary: { status: 'success', dataContent: STORED_ANSWERS, payment: PAYMENT_OFFER },
  // A story's draft is the applicant's past: a step opened without a residence country asks, and gets nothing more.
  getAnswers: { status: 'success', dataContent: {} },
  mobileQrCodeUrl: { status: 'success', mobileQrUrl: 'https://broker.example/onboarding/?token=story-handoff-link&qrCode=true' },
  mobileQrCodeScan: { status: 'success', isQrCodeScan: false },
  checkIfDesktopCanProceed: { status: 'success', isDesktopWaiting: true },
  writeAnalyticsResponseToLog: { status: 'success' },
  scanStatusReport: { status: 'success' },
  notifyJourney: { status: 'success' },
  gbgStats: { status: 'success' },
};

/** GET /realform/i18n/{locale}/{list}.json built as the server builds it (its translationListsRoute). */
async function translationList(locale: Locale, list: string) {
  if (list === 'months') return monthOptions(locale);
  const i18n = setupI18n({ locale, locales: toBcp47(locale), messages: { [locale]: await loadDictionaryMessages(locale) } });
  return list === 'sourceEarnings' ? optionsWithLabels(INCOME_SOURCES, INCOME_SOURCE_LABELS, i18n) : optionsWithLabels(INVESTMENT_GOALS, INVESTMENT_GOAL_LABELS, i18n);
}

/**
 * The handlers of a flow story: the story's own answers first (the first match wins), then a running server's
 * answers to everything else. Pass the result as `parameters.msw.handlers`.
 */
export function realformHandlers(...overrides: readonly HttpHandler[]): HttpHandler[] {
  const defaults = Object.entries({ ...STEP_MACHINE, ...BACKGROUND }).map(([name, reply]) => answer(name as CallName, reply!));
  return [
    ...overrides,
    http.post(new RegExp(`${escape(REALFORM_PREFIX)}/get-token$`), () => HttpResponse.json({ token: 'story-session' })),
    http.get(new RegExp(`${escape(REALFORM_PREFIX)}/i18n/([a-z]{2})/(\\w+)\\.json$`), async ({ request }) => {
      const [, locale = '', list = ''] = /\/i18n\/([a-z]{2})\/(\w+)\.json$/.exec(new URL(request.url).pathname) ?? [];
      return isLocale(locale) ? HttpResponse.json(await translationList(locale, list)) : HttpResponse.json({ status: 'error' }, { status: 404 });
    }),
    ...defaults,
  ];
}

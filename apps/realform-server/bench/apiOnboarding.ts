import {
  confirmMobileHandoff,
  createRealformClient,
  fetchJourneyResult,
  getIdscanTokenWithRetry,
  memoryTokenStore,
  returnToDesktop,
  type Brand,
  type StandardResponse,
} from '@onboarding/realform-api';
import type { Locale } from '@onboarding/dictionaries';
import { createServer } from '../src/createServer';
import { DEFAULT_PASSWORD_HASHING, hashPassword } from '../src/security/passwordHash';
import { DECLARATIONS, EMPLOYED_RISK, POLISH_PERSON, POLISH_TAX, WARSAW_ADDRESS } from '../test/fixtures/applicant';
import { sharpDocumentJpeg } from '../test/fixtures/documentImages';
import { facePhoto } from '../test/fixtures/faces/faceImages';
import { identityFixtures } from '../src/testing/identityFixtures';
import { solvedBotCheckToken } from '../src/testing/solveBotCheck';

export interface OnboardingOptions {
  /** How requests reach the server: `server.fetch` in process, or the global fetch over HTTP. */
  fetch: typeof fetch;
  /** @default 'http://localhost' */
  origin?: string;
  locale: Locale;
  brand: Brand;
  /** Must be unique per run on one server (codes are capped per phone number). */
  phoneNumber: string;
  email: string;
  /**
   * The passport photo and the selfie the phone sends. Default: the test fixtures' sharp document for both, which
   * only scripted identity analysers (the test harness's) read as a passport and a face; a server with the real
   * models needs a generated passport and its holder's face (see serverBench.ts).
   */
  photos?: { passport: Uint8Array; selfie: Uint8Array };
}

export interface OnboardingResult {
  /** Every call's name and the step the server answered, in order. */
  trail: string[];
  /** The client number of the opened account. */
  clientId: string;
  /** The status of the client-zone auto-login post (200 when the account page opened). */
  autoLoginStatus: number;
}

class OnboardingError extends Error {
  override readonly name = 'OnboardingError';
}

function expectStep(call: string, answer: StandardResponse, next: string | undefined, trail: string[]): StandardResponse {
  trail.push(`${call} → ${answer.next ?? answer.status}`);
  if (answer.status !== 'success' || (next !== undefined && answer.next !== next)) {
    throw new OnboardingError(`${call} answered ${JSON.stringify(answer)}; expected success${next ? ` with next ${next}` : ''}`);
  }
  return answer;
}

/**
 * One applicant's whole onboarding through the API alone, as a separate client would drive it (issue 3):
 * registration, the phone code read from the development outbox, the hand-off to a phone (QR link, the phone's
 * own session, a scan journey of a sharp passport with a valid MRZ, return to desktop), the desktop reading the
 * phone's result, every data step, account-open and the client-zone auto-login. The server needs `devEndpoints`.
 */
export async function runApiOnboarding(options: OnboardingOptions): Promise<OnboardingResult> {
  const { fetch: send, locale, brand, phoneNumber, email } = options;
  const origin = options.origin ?? 'http://localhost';
  const trail: string[] = [];
  const client = (tokenStore = memoryTokenStore()) =>
    Object.assign(createRealformClient({ baseUrl: origin, brand, locale, tokenStore, fetch: send, clientIdCookie: false }), { tokenStore });
  const desktop = client();

  const latestSmsCode = async (to: string) => {
    const response = await send(`${origin}/realform/dev/outbox?to=${encodeURIComponent(to)}&kind=sms`);
    const { message } = (await response.json()) as { message?: { code?: string | null } };
    if (!message?.code) throw new OnboardingError(`no SMS code in the development outbox for ${to}`);
    return message.code;
  };

  expectStep(
    'new-account',
    await desktop.newAccount({
      residenceConfirm: locale !== 'en',
      residenceCountry: 'PL',
      chooseLanguage: false,
      email,
      confirmEmail: email,
      password: 'Onboarding-pa55',
      termsAccepted: true,
      recaptchaToken: await solvedBotCheckToken(send, origin, brand),
    }),
    'desktopSms',
    trail,
  );
  expectStep('desktop-sms', await desktop.call('desktopSms', { phoneNumber, phoneNumberPrefix: '+48', recaptchaToken: await solvedBotCheckToken(send, origin, brand) }), undefined, trail);
  const code = await latestSmsCode(`+48${phoneNumber}`);
  expectStep('desktop-sms-code', await desktop.call('desktopSmsCode', { phoneVerificationCode2: code }), 'dataUploadChoice', trail);

  // The hand-off (docs/spec/flow/screens.md#mobilesms mobileSms): the desktop shows a QR code, a phone opens it and scans the document.
  expectStep('data-upload-choice', await desktop.call('dataUploadChoice', { dataUploadChoice: 3 }), 'mobileSms', trail);
  const link = expectStep('mobile-qr-code-url', await desktop.call('mobileQrCodeUrl', {}), undefined, trail) as StandardResponse & { mobileQrUrl?: string };
  const handoffToken = link.mobileQrUrl ? new URL(link.mobileQrUrl).searchParams.get('token') : null;
  if (!handoffToken) throw new OnboardingError(`mobile-qr-code-url gave no link with a token: ${JSON.stringify(link)}`);
  const phone = client();
  const confirmed = await confirmMobileHandoff(phone, phone.tokenStore, handoffToken, { maxMs: 0 });
  if (confirmed.outcome !== 'confirmed') throw new OnboardingError(`the phone could not confirm the hand-off: ${JSON.stringify(confirmed)}`);
  trail.push('phone: mobile-qr-code-scan → mobileDocumentChoice');
  expectStep('desktop: mobile-qr-code-scan', await desktop.call('mobileQrCodeScan', {}), 'mobileDesktopIsCompleted', trail);
  expectStep('phone: mobile-document-choice', await phone.call('mobileDocumentChoice', { documentType: 1 }), 'howToTakePicture', trail);
  const scan = await getIdscanTokenWithRetry(phone, { attempts: 1 });
  if (scan.outcome !== 'token') throw new OnboardingError(`get-idscan-token: ${JSON.stringify(scan)}`);
  trail.push('phone: get-idscan-token');
  // Encoded once per process (the fixture cache): the client's JPEG encoding is not the server's time, and its
  // garbage would otherwise be collected during the server's calls.
  const photos = options.photos ?? { passport: sharpDocumentJpeg(), selfie: sharpDocumentJpeg() };
  for (const [side, bytes] of [
    ['IDENTITY:FRONT', photos.passport],
    ['SELFIE', photos.selfie],
  ] as const) {
    const form = new FormData();
    form.append('side', side);
    form.append('image', new File([bytes], `${side === 'SELFIE' ? 'selfie' : 'passport'}.jpg`, { type: 'image/jpeg' }));
    const captured = await send(`${scan.session.backendUrl}/journey/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${scan.session.gbgToken}` },
    });
    const body = captured.status === 200 ? ((await captured.json()) as { CurrentResult?: string; Problem?: string }) : null;
    if (!body || body.CurrentResult !== 'Passed') throw new OnboardingError(`journey/upload of ${side} answered ${captured.status}: ${JSON.stringify(body)}`);
    trail.push(`phone: journey/upload ${side}`);
  }
  expectStep('phone: notify-journey end', await phone.call('notifyJourney', { journeyStatus: 'end', journeyId: scan.session.journeyId }), 'mobileReturnToDesktop', trail);
  const returned = await returnToDesktop(phone);
  if (returned.outcome !== 'notified') throw new OnboardingError(`mobile-return-to-desktop: ${JSON.stringify(returned)}`);

  // The desktop's waiting page polls, gets the phone's journey, reads its result (docs/spec/flow/states.md#phone).
  const proceed = expectStep('check-if-desktop-can-proceed', await desktop.call('checkIfDesktopCanProceed', {}), 'uploadSucceeded', trail);
  const journey = proceed.dataContent as { journeyId: string; backendUrl: string; gbgToken: string };
  const result = await fetchJourneyResult({ ...journey, fetch: send });
  if (String(result.HighLevelResult).toLowerCase() !== 'passed') throw new OnboardingError(`the journey result is ${JSON.stringify(result)}`);
  trail.push('journey/get → Passed');
  expectStep('upload-summary', await desktop.call('uploadSummary', {}), 'personalDataConfirm', trail);

  // The data steps (docs/spec/flow/screens.md), for an adult Polish citizen living in Warsaw.
  expectStep(
    'personal-data-confirm',
    await desktop.call('personalDataConfirm', POLISH_PERSON),
    'addressDetails',
    trail,
  );
  expectStep(
    'address-details',
    await desktop.call('addressDetails', WARSAW_ADDRESS),
    'taxOfficeDetails',
    trail,
  );
  expectStep(
    'tax-office-details',
    await desktop.call('taxOfficeDetails', POLISH_TAX),
    'currencyChoice',
    trail,
  );
  expectStep('currency-choice', await desktop.call('currencyChoice', { currencyChoice: 1 }), 'declarationAcceptance', trail);
  const confirmEnglish = locale === 'pl' || locale === 'en' ? {} : { confirmEnglishKnowledgeAgreement: true };
  expectStep(
    'declaration-acceptance',
    await desktop.call('declarationAcceptance', { ...DECLARATIONS, ...confirmEnglish } as never),
    'riskAssessment',
    trail,
  );
  expectStep(
    'risk-assessment',
    await desktop.call('riskAssessment', EMPLOYED_RISK),
    'summaryAndPaymentChoice',
    trail,
  );
  // The summary (docs/spec/flow/calls.md): on without paying, the quickest way (payments: test/payments.test.ts).
  expectStep('summary-and-payment-choice', await desktop.call('summaryAndPaymentChoice', { withoutPayment: true }), 'accountOpen', trail);
  const opened = expectStep('account-open', await desktop.call('accountOpen', {}), 'errorsReport', trail);
  const content = opened.dataContent as { clientZoneToken?: string; autoLoginUrl?: string; clientId?: string };
  if (!content.clientZoneToken) throw new OnboardingError(`account-open gave no client-zone token: ${JSON.stringify(opened)}`);

  // docs/spec/flow/calls.md#call-table: the browser's form post into the client zone.
  const autoLogin = await send(`${origin}/api/autoLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: content.clientZoneToken, urlParams: '' }).toString(),
  });
  trail.push(`POST /api/autoLogin → ${autoLogin.status}`);
  const clientId = content.clientId ?? (opened.info as Record<string, unknown> | undefined)?.['Client Id'];
  return { trail, clientId: String(clientId ?? ''), autoLoginStatus: autoLogin.status };
}

export interface OnboardingTiming {
  /** How many measured onboardings the medians are taken over. */
  runs: number;
  /** Median over the runs of the server's time summed over every call of one onboarding. */
  totalMs: number;
  calls: number;
  /** Median server time of the image check (journey/upload: decoding the photo, sharpness, MRZ). */
  imageCheckMs: number;
  /** Median server time of new-account, whose Argon2id password hash is deliberately slow (docs/security.md#passwords). */
  newAccountMs: number;
  /** The slowest calls by median server time, slowest first. */
  slowest: Array<{ path: string; ms: number }>;
  /**
   * Median of one password hash with the production parameters, for comparison: one after each onboarding, so with
   * the same pause before it as new-account's (back to back in a loop they run faster).
   */
  kdfMs: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The benchmark's figure: the server time of a full onboarding, in process (PGlite in memory, production
 * password hashing), timing only the server's handling of each call; the median of `runs` onboardings after
 * one warm-up, so one slow garbage collection does not decide the figure.
 */
export async function timeApiOnboarding(runs = 11, warmUps = 1): Promise<OnboardingTiming> {
  const server = await createServer({ inMemory: true, devEndpoints: true, logger: { info() {}, warn() {}, error: console.error } });
  // The real identity models judge: a generated passport with a real portrait, and its holder's selfie.
  const { passport } = await identityFixtures();
  const photos = { passport: passport.photo, selfie: facePhoto('obama2') };
  let perCall: Array<{ path: string; ms: number }> = [];
  const timedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const started = performance.now();
    const response = await server.fetch(request);
    const body = await response.arrayBuffer();
    perCall.push({ path: new URL(request.url).pathname, ms: performance.now() - started });
    return new Response(body, { status: response.status, headers: response.headers });
  }) as typeof fetch;
  try {
    // Warm-up: a first onboarding pays for lazy imports and catalogs, which a running server has done.
    for (let warmUp = 0; warmUp < warmUps; warmUp++) {
      const phoneNumber = `5020${String(warmUp).padStart(5, '0')}`;
      await runApiOnboarding({ fetch: timedFetch, locale: 'pl', brand: 'pl', phoneNumber, email: `warm.up.${warmUp}@example.com`, photos });
    }
    const totals: number[] = [];
    const imageChecks: number[] = [];
    const newAccounts: number[] = [];
    const byPath = new Map<string, number[]>();
    const kdf: number[] = [];
    let calls = 0;
    for (let run = 0; run < runs; run++) {
      perCall = [];
      const phoneNumber = `5010${String(run + 10).padStart(5, '0')}`;
      await runApiOnboarding({ fetch: timedFetch, locale: 'pl', brand: 'pl', phoneNumber, email: `bench.${run}@example.com`, photos });
      calls = perCall.length;
      totals.push(perCall.reduce((sum, { ms }) => sum + ms, 0));
      const sumOf = (suffix: string) => perCall.filter(({ path }) => path.endsWith(suffix)).reduce((sum, { ms }) => sum + ms, 0);
      imageChecks.push(sumOf('/journey/upload'));
      newAccounts.push(sumOf('/new-account'));
      const thisRun = new Map<string, number>();
      for (const { path, ms } of perCall) thisRun.set(path, (thisRun.get(path) ?? 0) + ms);
      for (const [path, ms] of thisRun) byPath.set(path, [...(byPath.get(path) ?? []), ms]);
      const started = performance.now();
      await hashPassword('Bench-pa55word', DEFAULT_PASSWORD_HASHING);
      kdf.push(performance.now() - started);
    }
    const slowest = [...byPath].map(([path, values]) => ({ path, ms: median(values) })).sort((a, b) => b.ms - a.ms);
    return {
      runs,
      totalMs: median(totals),
      calls,
      imageCheckMs: median(imageChecks),
      newAccountMs: median(newAccounts),
      slowest,
      kdfMs: median(kdf),
    };
  } finally {
    await server.close();
  }
}

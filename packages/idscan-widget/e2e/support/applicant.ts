import type { APIRequestContext } from '@playwright/test';
import { botCheckToken } from './botCheck';

// An applicant brought to the document-upload step through the realform API alone (docs/spec/flow/calls.md#call-table calls), to get a scan
// session: what the flow hands the widget (docs/spec/widget/entities.md#data-from-the-host "Session data"). Raw HTTP on purpose: the widget is published
// alone and must not depend on @onboarding/realform-api, not even in its tests.

export interface ScanSession {
  gbgToken: string;
  journeyId: string;
  clientId: string;
  backendUrl: string;
}

const COMMON = { languageCode: 'pl', branchCode: 'PL', brand: 'pl' } as const;

async function post(request: APIRequestContext, path: string, body: object): Promise<Record<string, unknown>> {
  const response = await request.post(`/realform/${path}`, { data: body });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok() || answer.status === 'error') {
    throw new Error(`POST /realform/${path} answered ${response.status()}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/**
 * A Polish applicant, registered and phone-verified, who chose a digital upload on this desktop of a passport (the
 * server then opens the journey with the front and a selfie, which it compares with the passport's portrait) or of
 * an ID card (front, back, selfie).
 */
export async function scanSessionForNewApplicant(request: APIRequestContext, { document = 'passport' }: { document?: 'passport' | 'idCard' } = {}): Promise<ScanSession> {
  let { token } = (await post(request, 'get-token', {})) as { token: string };
  const call = async (path: string, fields: object = {}) => {
    const answer = await post(request, path, { ...fields, token, ...COMMON });
    // Registration rotates the session token (docs/spec/flow/calls.md#call-table "token" in the answer): later calls carry the new one.
    if (typeof answer.token === 'string') token = answer.token;
    return answer;
  };
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `widget-e2e-${unique}@example.com`;
  // Codes are capped per number and hour: a fresh Polish mobile number (60x) per applicant.
  const phoneNumber = `60${unique.slice(-7)}`;

  await call('form-pl/new-account', {
    residenceConfirm: true,
    residenceCountry: 'PL',
    chooseLanguage: false,
    email,
    confirmEmail: email,
    password: 'Onboarding-pa55',
    termsAccepted: true,
    recaptchaToken: await botCheckToken(request),
  });
  await call('sms/desktop-sms', { phoneNumber, phoneNumberPrefix: '+48', recaptchaToken: await botCheckToken(request) });
  const outbox = await request.get(`/realform/dev/outbox?to=${encodeURIComponent(`+48${phoneNumber}`)}&kind=sms`);
  const { message } = (await outbox.json()) as { message?: { code?: string } };
  if (!message?.code) throw new Error(`No SMS code in the development outbox for +48${phoneNumber}: is DEV_ENDPOINTS=1 set?`);
  await call('form-pl/desktop-sms-code', { phoneVerificationCode2: message.code });
  await call('form-pl/data-upload-choice', { dataUploadChoice: 2 });
  await call('form-pl/mobile-desktop-choice', { mobileDesktopChoice: 2 });
  await call('form-pl/desktop-document-choice', { documentType: document === 'passport' ? 1 : 2 });
  const session = await call('document/get-idscan-token');
  return session as unknown as ScanSession;
}

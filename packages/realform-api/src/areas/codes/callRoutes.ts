import type { CallRoute } from '../../contract/callRoutes';
import { clientZoneResponseSchema, codeResponseSchema, emailCodeResponseSchema } from './responses';

/**
 * Where the codes area's calls live and what they answer: the phone and e-mail codes (docs/spec/flow/calls.md#named-actions DESKTOP_SMS,
 * CONFIRM_SMS_CODE, MOBILE_SMS, MOBILE_SMS_CODE, VERIFY_EMAIL, CONFIRM_EMAIL) and the client-zone hand-over
 * (account-open, errors-report). See the package README's "Codes and the client zone" section.
 */
export const CODE_CALL_ROUTES = {
  desktopSms: { base: 'sms', path: 'desktop-sms', response: codeResponseSchema },
  desktopSmsCode: { base: 'form', path: 'desktop-sms-code', response: codeResponseSchema },
  mobileSms: { base: 'sms', path: 'mobile-sms', response: codeResponseSchema },
  mobileSmsCode: { base: 'form', path: 'mobile-sms-code', response: codeResponseSchema },
  verifyEmail: { base: 'form', path: 'verify-email', response: emailCodeResponseSchema },
  confirmEmail: { base: 'form', path: 'confirm-email', response: emailCodeResponseSchema },
  accountOpen: { base: 'form', path: 'account-open', response: clientZoneResponseSchema },
  errorsReport: { base: 'form', path: 'errors-report', response: clientZoneResponseSchema },
} as const satisfies Record<string, CallRoute>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Messages of the codes area, by key (merged into the contract's messageDescriptors). */
export const codeMessages = {
  // The phone field (docs/spec/flow/entities.md#phone Phone, docs/spec/flow/validation.md).
  'phoneNumber.required': msg({ message: 'Enter your mobile phone number.', comment: 'Error under the phone number field' }),
  'phoneNumber.digits': msg({ message: 'Use digits only.', comment: 'Error under the phone number field' }),
  'phoneNumber.tooShort': msg({
    message: 'The phone number must have at least 5 digits.',
    comment: 'Error under the phone number field (the flow spec: minimum 5 characters)',
  }),
  'phoneNumber.tooLong': msg({ message: 'The phone number can have at most 15 digits.', comment: 'Error under the phone number field' }),
  'phoneNumber.invalid': msg({
    message: 'This is not a valid phone number for the chosen country code. Check the number and the country code.',
    comment: 'Error under the phone number field when the number does not exist in the country of the selected prefix',
  }),
  'phoneNumber.notMobile': msg({
    message: 'Enter a mobile phone number: we send the code in a text message.',
    comment: 'Error under the phone number field for a landline number',
  }),
  'phoneNumberPrefix.invalid': msg({ message: 'Choose a country code from the list.', comment: 'Error under the phone country code select' }),
  // The code fields.
  'phoneVerificationCode.invalid': msg({
    message: 'Enter the 6-digit code from the text message.',
    comment: 'Error under the SMS code field',
  }),
  'confirmEmailCode.invalid': msg({ message: 'Enter the 6-digit code from the e-mail.', comment: 'Error under the e-mail code boxes' }),
  'code.incorrect': msg({
    message: 'The code is incorrect. Check it and try again.',
    comment: 'Error under an SMS or e-mail code field when the code does not match',
  }),
  'code.attemptsExhausted': msg({
    message: 'An incorrect code was entered too many times. Request a new code.',
    comment: 'Error under a code field after 5 wrong tries of the same code',
  }),
  'code.expired': msg({ message: 'This code has expired. Request a new code.', comment: 'Error under a code field: codes are valid 10 minutes' }),
  'code.notRequested': msg({
    message: 'There is no active code. Request a new code.',
    comment: 'Error under a code field when no code was sent or the last one was already used',
  }),
  // Limits (HTTP 429).
  'code.resendTooSoon': msg({
    message: 'Wait a moment before requesting another code.',
    comment: 'Global error when a new code is requested within 30 seconds of the last one',
  }),
  'code.sendLimit': msg({
    message: 'Too many codes have been requested. Try again in an hour.',
    comment: 'Global error after the hourly limit of sent codes',
  }),
  'code.failureLimit': msg({
    message: 'Too many incorrect codes. Try again in an hour.',
    comment: 'Global error after 100 wrong codes within an hour',
  }),
  'emailVerification.unavailable': msg({
    message: 'Confirmation by e-mail is available after at least two text messages have been sent.',
    comment: 'Global error when the e-mail code is requested before 2 SMS sends (the flow spec: offered after 2 or more)',
  }),
  // What the applicant receives.
  'sms.code': msg({
    message: '{code} is your verification code. It is valid for {minutes, plural, one {# minute} other {# minutes}}. Never share it with anyone.',
    comment: 'Text message carrying a one-time code; keep it short (one SMS)',
  }),
  'sms.handoffLink': msg({
    message: 'Continue your application on this phone: {url}',
    comment: 'Text message with the link that opens the document upload on the phone (the link is the placeholder)',
  }),
  // A text message the SMS gateway did not take.
  'sms.deliveryFailed': msg({
    message: 'We could not send the text message. Try again in a moment.',
    comment: 'Global error when the SMS gateway is unavailable or did not take the text message with the code; the phone number stays filled in',
  }),
  'sms.recipientRefused': msg({
    message: 'We cannot send a text message to this number. Check the number and the country code, or use another mobile number.',
    comment: 'Error under the phone number field when the SMS gateway refuses the number (not a valid or reachable mobile number)',
  }),
  'sms.handoffLinkFailed': msg({
    message: 'We could not send the text message with the link. Request a new code to try again, or scan the QR code instead.',
    comment: 'Global error on the hand-off page when the code was right but the SMS gateway did not take the text message with the link',
  }),
  // The e-mail carrying a code: areas/email/messages.ts.
  // The client-zone auto-login page (docs/spec/flow/calls.md#client-zone-auto-login /api/autoLogin).
  'clientZone.title': msg({ message: 'Your account is open', comment: 'Heading of the client zone page after the automatic login' }),
  'clientZone.welcome': msg({
    message: 'Welcome to the client zone. Your trading account has been opened.',
    comment: 'Client zone page after the automatic login',
  }),
  'clientZone.clientId': msg({ message: 'Your client number', comment: 'Label of the client number on the client zone page' }),
  'clientZone.keepClientId': msg({
    message: 'Keep your client number: you will need it when you contact us.',
    comment: 'Client zone page after the automatic login',
  }),
  // Issue 17 defect 6: an account opened before its identity document arrived ("upload later").
  'clientZone.documentsHeading': msg({
    message: 'Identity document',
    comment: 'Sub-heading on the client zone page, above the state of the identity document of the opened account',
  }),
  'clientZone.documentsPending': msg({
    message:
      'Not received yet. We need a photo of your identity document to complete your account. To add it, log in to the application again with your e-mail address and password.',
    comment: 'Client zone page when the account was opened with the identity document to be uploaded later',
  }),
  'clientZone.documentsLogin': msg({
    message: 'Log in to add your identity document',
    comment: 'Link on the client zone page to the application login page, where the missing identity document can be uploaded',
  }),
  'clientZone.refusedTitle': msg({
    message: 'This login link is no longer valid',
    comment: 'Heading of the page for a used, expired or unknown client zone login token',
  }),
  'clientZone.refusedText': msg({
    message:
      'A login link to the client zone works once and only for a few minutes. If your account is not open yet, log in to your application again to get a new one. If it is open, log in to the client zone with your client zone details.',
    comment: 'Page for a used, expired or unknown client zone login token',
  }),
  'clientZone.handedOver': msg({
    message: 'Your account is open and you have already been taken to the client zone. Log in to the client zone with your client zone details.',
    comment: 'Global error when the client zone login is asked for again after the account was already handed over to the client zone',
  }),
  'clientZone.crossSiteTitle': msg({
    message: 'This login request was refused',
    comment: 'Heading of the page for a client zone login post sent from another website',
  }),
  'clientZone.crossSiteText': msg({
    message: 'The login request did not come from our onboarding pages. Go back to your application to open the client zone.',
    comment: 'Page for a client zone login post sent from another website',
  }),
  'clientZone.badRequestTitle': msg({
    message: 'The login request is incomplete',
    comment: 'Heading of the page for a malformed client zone login post',
  }),
} as const satisfies Record<string, MessageDescriptor>;

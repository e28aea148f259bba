import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { codeMessages } from './areas/codes/messages';
import { documentMessages } from './areas/documents/messages';
import { emailMessages } from './areas/email/messages';
import { stepMessages } from './areas/steps/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules/password';
import { pure } from './pure';

/** Minutes a locked-out login waits; the server's limiter uses the same window. */
export const LOGIN_LOCKOUT_MINUTES = 15;

/**
 * Every message of the contract by key. Schemas, the server and the client speak in keys; the side that
 * displays a message translates it (docs/architecture.md#contract-first). Parameters are ICU placeholders filled by
 * {@link translateMessage}, which knows each key's default values.
 */
export const messageDescriptors = pure(() => ({
  'field.required': msg({ message: 'This field is required.', comment: 'Error under a form field left empty' }),
  'field.invalid': msg({ message: 'Check this field.', comment: 'Error under a form field with a value of the wrong kind' }),
  'email.required': msg({ message: 'Enter your e-mail address.', comment: 'Error under the e-mail field' }),
  'email.invalid': msg({
    message: 'Enter a valid e-mail address, like name@example.com.',
    comment: 'Error under the e-mail field',
  }),
  'confirmEmail.required': msg({ message: 'Enter your e-mail address again.', comment: 'Error under the confirm e-mail field' }),
  'confirmEmail.mismatch': msg({ message: 'The e-mail addresses do not match.', comment: 'Error under the confirm e-mail field' }),
  'password.required': msg({ message: 'Enter a password.', comment: 'Error under the registration password field' }),
  'password.invalid': msg({
    message:
      'Your password must have at least {min, plural, one {# character} other {# characters}}, lower- and upper-case letters, a digit and a special character.',
    comment: 'Error under the registration password field',
  }),
  'password.tooLong': msg({
    message: 'Your password can have at most {max, plural, one {# character} other {# characters}}.',
    comment: 'Error under the registration password field',
  }),
  'password.common': msg({
    message: 'This password is among the most common ones and is easy to guess. Choose another one.',
    comment: 'Error under the registration password field when the password is on the list of the most common passwords',
  }),
  'password.rule.minLength': msg({
    message: 'At least {min, plural, one {# character} other {# characters}}',
    comment: 'Password strength checklist item',
  }),
  'password.rule.mixedCase': msg({ message: 'Lower- and upper-case letters', comment: 'Password strength checklist item' }),
  'password.rule.digit': msg({ message: 'At least one digit', comment: 'Password strength checklist item' }),
  'password.rule.special': msg({
    message: 'At least one special character, such as ! ? # or %',
    comment: 'Password strength checklist item',
  }),
  'password.strength.weak': msg({ message: 'Weak password', comment: 'Password strength meter, 1 rule met (red)' }),
  'password.strength.medium': msg({ message: 'Medium password', comment: 'Password strength meter, 2 or 3 rules met (amber)' }),
  'password.strength.strong': msg({ message: 'Strong password', comment: 'Password strength meter, all 4 rules met (green)' }),
  'residenceCountry.required': msg({ message: 'Choose your country of residence.', comment: 'Error under the residence country select' }),
  'residenceCountry.invalid': msg({ message: 'Choose a country from the list.', comment: 'Error under a country select' }),
  'terms.required': msg({ message: 'Accept the terms to continue.', comment: 'Error under the terms checkbox on registration' }),
  'captcha.required': msg({
    message: 'Confirm that you are not a robot.',
    comment: 'Global error when the bot check was not completed',
  }),
  'captcha.failed': msg({
    message: 'We could not confirm that you are not a robot. Try again.',
    comment: 'Global error when the bot check failed',
  }),
  'loginEmail.required': msg({ message: 'Enter your e-mail address.', comment: 'Error under the login e-mail field' }),
  'loginPassword.required': msg({ message: 'Enter your password.', comment: 'Error under the login password field' }),
  'login.failed': msg({
    message: 'The e-mail address or password is incorrect. If you already have an application, log in to continue it.',
    comment: 'Global error on the registration form: an e-mail address that already has an application, given with another password',
  }),
  'login.incorrect': msg({
    message: 'The e-mail address or password is incorrect. Check them and try again.',
    comment: 'Global error on the login page for a failed login (the same words whether the address is unknown or the password wrong)',
  }),
  'rate.limited': msg({
    message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    comment: 'Global error after too many failed logins',
  }),
  'token.invalid': msg({
    message: 'Your session has expired. Start again to continue your application.',
    comment: 'Global error when the session token is missing, unknown or expired',
  }),
  'request.malformed': msg({
    message: 'We could not process this request. Reload the page and try again.',
    comment: 'Global error for a request the server cannot read',
  }),
  'request.notFound': msg({
    message: 'This service does not exist. Reload the page and try again.',
    comment: 'Global error for an unknown API address',
  }),
  'server.unexpected': msg({
    message: 'Something went wrong on our side. Try again in a moment.',
    comment: 'Global error for an unexpected server failure',
  }),
  'network.failed': msg({
    message: 'We could not connect. Check your internet connection and try again.',
    comment: 'Global error when the server cannot be reached',
  }),
  'application.required': msg({
    message: 'Log in to continue your application.',
    comment: 'Global error when a step is sent by a session that has not registered or logged in',
  }),
  'step.outOfOrder': msg({
    message: 'This step is not available now. We have taken you back to where your application is.',
    comment: 'Global error when a step is submitted out of order (e.g. in an old browser tab)',
  }),
  ...stepMessages,
  ...codeMessages,
  ...documentMessages,
  ...emailMessages,
} satisfies Record<string, MessageDescriptor>));

export type MessageKey = keyof typeof messageDescriptors;

/** The message keys, for picklists and exhaustive tests. */
export const MESSAGE_KEYS = pure(() => Object.keys(messageDescriptors) as readonly MessageKey[]);

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messageDescriptors, key);
}

// The placeholders' values when the caller gives none: they are the contract's own constants.
const DEFAULT_VALUES: Partial<Record<MessageKey, Record<string, unknown>>> = {
  'password.invalid': { min: PASSWORD_MIN_LENGTH },
  'password.tooLong': { max: PASSWORD_MAX_LENGTH },
  'password.rule.minLength': { min: PASSWORD_MIN_LENGTH },
  'rate.limited': { minutes: LOGIN_LOCKOUT_MINUTES },
};

/**
 * Translates a message key with the host's i18n (which must have loaded this package's catalogs, see
 * `loadMessages`). A string that is not a key, such as a message the server already translated, is returned
 * as it is.
 */
export function translateMessage(i18n: I18n, key: string, values?: Record<string, unknown>): string {
  if (!isMessageKey(key)) return key;
  // A variable, not an inline object: the catalog extractor reads inline objects passed to i18n._ as messages.
  const descriptor: MessageDescriptor = { ...messageDescriptors[key], values: { ...DEFAULT_VALUES[key], ...values } };
  return i18n._(descriptor);
}


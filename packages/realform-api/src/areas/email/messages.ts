import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The e-mails the server sends (issue 16 "E-mail delivery"), in the applicant's language, by key (merged into the
 * contract's messageDescriptors). The code never goes in a subject line: subjects are read on lock screens and in
 * notification previews, so the code is only in the body.
 */
export const emailMessages = {
  'emailCode.subject': msg({ message: 'Your verification code', comment: 'Subject of the e-mail carrying a one-time code (the code itself is never in the subject)' }),
  'email.greeting': msg({ message: 'Hello,', comment: 'First line of every e-mail to an applicant' }),
  'emailCode.intro': msg({
    message: 'Here is the code that confirms your e-mail address in your account application:',
    comment: 'E-mail carrying a one-time code, the line before the code',
  }),
  'emailCode.validity': msg({
    message: 'The code is valid for {minutes, plural, one {# minute} other {# minutes}}. Type it on the application page.',
    comment: 'E-mail carrying a one-time code, after the code',
  }),
  'emailCode.neverShare': msg({
    message: 'Never share this code with anyone. {brand} will never ask you for it by phone or in a message.',
    comment: 'E-mail carrying a one-time code: security advice; {brand} is the broker brand name',
  }),
  'emailCode.notRequested': msg({
    message: 'If you did not ask for this code, you can ignore this e-mail.',
    comment: 'E-mail carrying a one-time code: what to do if the applicant did not ask for it',
  }),
  'email.automatic': msg({
    message: 'This e-mail was sent automatically. Please do not reply to it.',
    comment: 'Footer of every e-mail to an applicant',
  }),
  'emailCode.deliveryFailed': msg({
    message: 'We could not send the e-mail with your code. Try again in a few minutes, or confirm your phone number with a text message instead.',
    comment: 'Global error when the mail server refused the e-mail carrying a one-time code',
  }),
} as const satisfies Record<string, MessageDescriptor>;

import type { Locale } from '@onboarding/dictionaries';
import type { Brand } from '@onboarding/realform-api';
import { CODE_VALID_MINUTES } from '@onboarding/realform-api';
import type { Translate } from '../../../i18n/translator';
import type { EmailMessage } from '../messageProviders';
import { EMAIL_BRAND_NAMES } from './brandNames';
import type { EmailBlock } from './emailLayout';
import { htmlEmail, plainTextEmail } from './emailLayout';

export interface CodeEmailRequest {
  to: string;
  code: string;
  /** The applicant's language: the page's (the call's `languageCode`), with `t` translating into it. */
  locale: Locale;
  t: Translate;
  brand: Brand;
}

/**
 * The e-mail carrying a one-time code (docs/spec/flow/screens.md#confirmemail confirmEmail), in the applicant's language, as plain text and HTML.
 * The subject never carries the code: subjects show on lock screens and in notification previews.
 */
export function codeEmail({ to, code, locale, t, brand }: CodeEmailRequest): EmailMessage {
  const brandName = EMAIL_BRAND_NAMES[brand];
  const subject = t('emailCode.subject');
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t('email.greeting') },
    { kind: 'paragraph', text: t('emailCode.intro') },
    { kind: 'code', code },
    { kind: 'paragraph', text: t('emailCode.validity', { minutes: CODE_VALID_MINUTES }) },
    { kind: 'paragraph', text: t('emailCode.neverShare', { brand: brandName }) },
    { kind: 'paragraph', text: t('emailCode.notRequested') },
    { kind: 'footer', text: t('email.automatic') },
  ];
  const content = { locale, subject, brandName, blocks };
  return { to, subject, text: plainTextEmail(content), html: htmlEmail(content), kind: 'code', code };
}

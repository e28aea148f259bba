import type { Brand } from '@onboarding/realform-api';

/**
 * The name each brand's e-mails sign with: the name its pages show (apps/pl and apps/eu `brand.name`, the page
 * titles). The sender's display name is SMTP_FROM's (README "E-mail").
 */
export const EMAIL_BRAND_NAMES: Readonly<Record<Brand, string>> = {
  pl: 'Dom Maklerski',
  eu: 'Broker International',
};

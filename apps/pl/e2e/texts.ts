import type { FlowTexts } from '@repo/playwright-config/onboarding';

// The Polish brand speaks Polish at /onboarding/ (docs/spec/flow/routes.md#locale-and-base-path).
export const texts: FlowTexts = {
  start: 'Rozpocznij',
  yes: 'Tak',
  continue: 'Dalej',
  email: 'Adres e-mail',
  confirmEmailButton: 'Potwierdź adres e-mail',
  repeatEmail: 'Powtórz adres e-mail',
  password: 'Hasło',
  terms: 'Akceptuję regulamin i politykę prywatności.',
  next: 'Dalej',
  confirmPhoneHeading: 'Potwierdź numer telefonu',
  loginLink: 'Zaloguj się',
  loginEmail: 'Adres e-mail',
  loginPassword: 'Hasło',
  loginButton: 'Zaloguj się',
};

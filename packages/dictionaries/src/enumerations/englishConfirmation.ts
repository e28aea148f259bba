import type { Locale } from '../locales';

/**
 * Whether the declarations step asks the applicant to confirm they read English (docs/spec/flow/validation.md#declarations: "An English-knowledge
 * confirmation appears when the locale is neither Polish nor English"): the agreement documents exist in those two.
 */
export function needsEnglishConfirmation(locale: Locale): boolean {
  return locale !== 'pl' && locale !== 'en';
}

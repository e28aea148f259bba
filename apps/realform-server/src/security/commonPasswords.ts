import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of `@zxcvbn-ts/language-common` (a ranked list of the most used passwords from public
 * breach corpora, maintained with zxcvbn-ts), lower-cased, built once on first use. Server-side only: the list is
 * about 380 KB and stays out of the apps' bundles. ASVS 5.0 V6.2.4 / V6.2.11 (issue 14 finding 12).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as readonly (string | number)[]).map((entry) => String(entry).normalize('NFC').toLowerCase()));
  return common;
}

/**
 * Whether a password is one of the common ones, compared without case (an attacker's list tries `Password1!` as
 * surely as `password1!`) and with trailing digits and symbols trimmed once more (`Dragon2024!` is `dragon` with the
 * usual suffix that password rules push people to add).
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.normalize('NFC').toLowerCase();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 4 && stem !== lower && list.has(stem);
}

/** How many passwords the list holds (for the README and tests). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

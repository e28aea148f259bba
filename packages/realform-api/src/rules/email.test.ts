import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, normalizeEmail } from './email';

describe('e-mail rule (docs/spec/flow/validation.md#e-mail: local@domain, allowed characters, no spaces)', () => {
  it.each([
    'jan.kowalski@example.com',
    'anna+onboarding@mail.example.pl',
    "o'neill@example.ie",
    'user_1-2@sub-domain.example.co.uk',
    'jan@żółw.pl',
    'jan@xn--w-6ta0b1b.pl',
    'JAN@EXAMPLE.COM',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['no @', 'jan.example.com'],
    ['two @', 'jan@kowalski@example.com'],
    ['nothing before @', '@example.com'],
    ['a space inside', 'jan kowalski@example.com'],
    ['a space in the domain', 'jan@exa mple.com'],
    ['a leading dot', '.jan@example.com'],
    ['a trailing dot before @', 'jan.@example.com'],
    ['two dots in a row', 'jan..kowalski@example.com'],
    ['a domain without a dot', 'jan@localhost'],
    ['a domain label starting with a hyphen', 'jan@-example.com'],
    ['a numeric top-level domain', 'jan@example.123'],
    ['a one-letter top-level domain', 'jan@example.c'],
    ['a non-ASCII local part', 'żółw@example.com'],
    ['a comma', 'jan,kowalski@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['an address over 254 characters', `jan@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores the space a phone keyboard appends after autocompletion', () => {
    expect(isValidEmail(' jan@example.com ')).toBe(true);
    expect(v.parse(emailSchema, ' jan@example.com ')).toBe('jan@example.com');
  });

  it('names the problem as a message key', () => {
    expect(v.safeParse(emailSchema, '', { abortPipeEarly: true }).issues?.[0]?.message).toBe('email.required');
    expect(v.safeParse(emailSchema, 'jan@', { abortPipeEarly: true }).issues?.[0]?.message).toBe('email.invalid');
  });

  it('normalises addresses for storage and comparison', () => {
    expect(normalizeEmail('  Jan.Kowalski@Example.COM ')).toBe('jan.kowalski@example.com');
  });
});

// Helpers of the codes and data steps' component tests (not part of the build: only tests import this file).
import { readFileSync } from 'node:fs';
import { configure, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { resetApplicantState } from '../../test/resetApplicantState';

export type User = ReturnType<typeof userEvent.setup>;

// The screens are lazy route chunks: the first visit in a test file waits for Vite to transform them, and whole
// forms are typed key by key on 2 shared cores.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** A fresh applicant: empty storage, drafts and errors, nothing locked. */
export function resetFlow(): void {
  sessionStorage.clear();
  localStorage.clear();
  resetApplicantState();
}

/** Opens a select (form-fields' Select) by its label and picks an option. */
export async function choose(user: User, label: string | RegExp, option: string | RegExp): Promise<void> {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into a country select (form-fields' CountrySelect) and picks the country. */
export async function chooseCountry(user: User, label: string | RegExp, typed: string, country: string | RegExp): Promise<void> {
  const input = await screen.findByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: country }));
}

/** Fills a date (form-fields' DateField) given its legend: day, month (1–12) and year. */
export async function fillDate(user: User, legend: string | RegExp, day: string, month: number, year: string): Promise<void> {
  const group = screen.getByRole('group', { name: legend });
  const inputs = group.querySelectorAll<HTMLInputElement>('input[type="text"]');
  await user.clear(inputs[0]!);
  await user.type(inputs[0]!, day);
  await user.selectOptions(group.querySelector('select')!, String(month));
  await user.clear(inputs[1]!);
  await user.type(inputs[1]!, year);
}

/**
 * The value styles.css declares for an element's property (the last matching rule wins): jsdom does not lay
 * out, so a test checks what the stylesheet says. Vitest runs in the package directory.
 */
export function declaredStyle(element: Element, property: string): string {
  const style = document.createElement('style');
  style.textContent = readFileSync('src/styles.css', 'utf8');
  document.head.append(style);
  try {
    const rules = [...style.sheet!.cssRules].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    return rules.reduce((value, rule) => (element.matches(rule.selectorText) && rule.style.getPropertyValue(property)) || value, '');
  } finally {
    style.remove();
  }
}

// @ts-check
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The WCAG 2.2 AA tags axe checks in every e2e run. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core itself, put into a page once per document (below). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe with the WCAG 2.2 AA tags on the whole page; every violation fails the test.
 *
 * A page without frames is checked in place: axe-core is put into the document once (Playwright evaluates it over
 * the DevTools protocol, which the page's CSP does not govern) and `axe.run` checks the page where it is — the same
 * rules and results as AxeBuilder, whose `analyze()` injects axe again on every call and finishes each run in a new
 * blank page of its own (a third of an e2e journey's time went into that). A page with frames goes through AxeBuilder,
 * which checks every frame.
 * @param {import('@playwright/test').Page} page
 * @param {{ disableRules?: string[] }} [options] disableRules: only for a known, reported product bug, with a comment
 */
export async function expectNoAxeViolations(page, { disableRules = [] } = {}) {
  const violations = page.frames().length > 1 ? await axeWithBuilder(page, disableRules) : await axeInPlace(page, disableRules);
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** @param {import('@playwright/test').Page} page @param {string[]} disableRules */
async function axeWithBuilder(page, disableRules) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const { violations } = await (disableRules.length > 0 ? builder.disableRules(disableRules) : builder).analyze();
  return violations;
}

/**
 * @param {import('@playwright/test').Page} page @param {string[]} disableRules
 * @returns {Promise<Array<{ id: string, help: string, nodes: Array<{ target: string[] }> }>>}
 */
async function axeInPlace(page, disableRules) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, disabled }) => {
      const axe = /** @type {any} */ (window).axe;
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map((/** @type {any} */ v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((/** @type {any} */ n) => ({ target: n.target.map(String) })) }));
    },
    { tags: AXE_TAGS, disabled: disableRules },
  );
}

/** A unique address per run and project, so reruns against the same database never collide. */
export function uniqueEmail(prefix = 'applicant') {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const STRONG_PASSWORD = 'Tr4ding!Account';

/**
 * @typedef {{
 *   start: string, yes?: string, country?: { label: string, typed: string, option: string },
 *   continue: string, email: string, confirmEmailButton: string, repeatEmail: string, password: string,
 *   terms: string, next: string, confirmPhoneHeading: string, loginLink: string, loginEmail: string,
 *   loginPassword: string, loginButton: string
 * }} FlowTexts
 */

/**
 * Intro → residence → registration form, as an applicant does it by pointer and keyboard.
 * @param {import('@playwright/test').Page} page
 * @param {FlowTexts} texts
 */
export async function answerResidence(page, texts) {
  await page.getByRole('button', { name: texts.start, exact: true }).click();
  if (texts.yes) {
    await page.getByRole('radio', { name: texts.yes, exact: true }).check();
  } else if (texts.country) {
    const combo = page.getByRole('combobox', { name: texts.country.label, exact: true });
    await combo.click();
    await combo.pressSequentially(texts.country.typed);
    await page.getByRole('option', { name: texts.country.option, exact: true }).click();
  }
  await page.getByRole('button', { name: texts.continue, exact: true }).click();
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {FlowTexts} texts
 * @param {string} email
 */
export async function register(page, texts, email) {
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: texts.confirmEmailButton, exact: true }).click();
  // Paste is disabled on the repeat field (docs/spec/flow/validation.md#e-mail): type it, as the applicant must.
  await page.getByLabel(texts.repeatEmail, { exact: true }).pressSequentially(email);
  await page.getByLabel(texts.password, { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: texts.terms }).check();
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.confirmPhoneHeading, exact: true })).toBeVisible();
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {FlowTexts} texts
 * @param {string} email
 */
export async function logIn(page, texts, email) {
  await page.getByRole('link', { name: texts.loginLink, exact: true }).click();
  // The registration screen has fields of the same names and stays on screen until the login screen's code has
  // loaded (fetched when the browser is first idle, so on a busy machine often at the click): typing before the
  // login screen is there fills the registration form (the e-mail), then the login's (the password).
  const button = page.getByRole('button', { name: texts.loginButton, exact: true });
  await expect(button).toBeVisible();
  await page.getByLabel(texts.loginEmail, { exact: true }).fill(email);
  await page.getByLabel(texts.loginPassword, { exact: true }).fill(STRONG_PASSWORD);
  await button.click();
}

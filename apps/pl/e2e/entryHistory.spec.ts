import { expect, test } from '@playwright/test';
import { texts } from './texts';

// The entry screen's intro, residence question and registration form share one address (/onboarding/). Each is an
// entry of the browser's history (packages/flow useHistoryPhase): Back from the registration form went off the site
// (to the page before it — here the blank page the test starts on), and a reload on the residence question brought
// the intro back. In the browser: the prerendered page, its loader and the app's take-over are all involved.
test('Back from the registration form goes to the residence question, then the intro; a reload keeps the phase', async ({ page }) => {
  await page.goto('/onboarding/');
  await page.getByRole('button', { name: texts.start, exact: true }).click();
  const residence = page.getByRole('heading', { level: 1, name: 'Gdzie mieszkasz?' });
  await expect(residence).toBeVisible();
  // A reload before any answer (nothing of the app's in storage yet): the page's loader starts the app at once — no
  // move needed — and the app shows the residence question again, not the prerendered intro.
  await page.reload();
  await expect(residence).toBeVisible();
  await expect(page.getByRole('button', { name: texts.start, exact: true })).toHaveCount(0);

  await page.getByRole('radio', { name: texts.yes, exact: true }).check();
  await page.getByRole('button', { name: texts.continue, exact: true }).click();
  const registration = page.getByRole('heading', { level: 1, name: 'Załóż konto' });
  await expect(registration).toBeVisible();

  await page.goBack();
  await expect(residence).toBeVisible();
  await expect(page.getByRole('radio', { name: texts.yes, exact: true })).toBeChecked();
  expect(new URL(page.url()).pathname).toBe('/onboarding/');

  await page.goBack();
  await expect(page.getByRole('button', { name: texts.start, exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/onboarding/');
  await page.goForward();
  await expect(residence).toBeVisible();
  await page.goForward();
  await expect(registration).toBeVisible();
});

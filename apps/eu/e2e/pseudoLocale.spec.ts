import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@repo/playwright-config/onboarding';

/**
 * Issue 8: with `?pseudo=1` every text is English made about 40 % longer and accented (the flow's pseudo-locale).
 * Longer words than any real language must still fit: nothing is clipped inside its box and the page never
 * scrolls sideways — at desktop and phone width (the two Playwright projects).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('button, a, label, legend, h1, h2, h3, p, li, summary, [role="option"]')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.getClientRects().length === 0) continue;
      if (element.closest('[aria-hidden="true"], .visually-hidden, .of-visually-hidden')) continue;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${element.tagName.toLowerCase()} clipped: "${element.textContent?.trim().slice(0, 40)}"`);
      }
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) problems.push(`${element.tagName.toLowerCase()} beyond the right edge: "${element.textContent?.trim().slice(0, 40)}"`);
    }
    return problems;
  });
}

test('the pseudo-locale: every text is pseudo-localised, and nothing is clipped or overflows', async ({ page }) => {
  await page.goto('/eu-en/onboarding/?pseudo=1');
  const start = page.getByRole('button', { name: /^⟦Šţáŕţ/ });
  await expect(start).toBeVisible();
  // Untranslated text would show as plain English: the visible headings and buttons are all pseudo.
  for (const text of await page.locator('main h1, main button:visible').allTextContents()) expect(text).toMatch(/⟦|^\s*$/);
  expect(await overflowing(page)).toEqual([]);
  await start.click();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

// WCAG 1.4.11 (non-text contrast) in Windows' contrast themes (forced colours): the browser paints every colour in
// the theme's and drops background images that are not url()s — the dropdown arrows, drawn with gradients, went with
// them: the country list and the dialling-code select looked like text fields. Each arrow is compared with the same
// spot with the arrow hidden, in a dark and a light theme: the two pictures must differ. (The themes are switched on
// for the comparison only: axe, which the journey runs on each screen, takes a transparent page for a white one and
// misjudges a dark theme's contrast.)
async function arrowShows(page: Page, field: Locator, arrow: Locator | null): Promise<string[]> {
  const missing: string[] = [];
  await field.scrollIntoViewIfNeeded();
  const box = (await field.boundingBox())!;
  // The end of the field, where the arrow is.
  const clip = { x: box.x + box.width - 40, y: box.y + 2, width: 36, height: box.height - 4 };
  const target = arrow ?? field;
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    const shown = await page.screenshot({ clip, animations: 'disabled' });
    // The arrow hidden: the chevron element, or the select's arrow (its drawn picture and the browser's own).
    await target.evaluate((element) => {
      if (element instanceof HTMLSelectElement) {
        element.style.setProperty('appearance', 'none', 'important');
        element.style.setProperty('background-image', 'none', 'important');
      } else (element as HTMLElement).style.visibility = 'hidden';
    });
    const hidden = await page.screenshot({ clip, animations: 'disabled' });
    await target.evaluate((element) => element.removeAttribute('style'));
    if (shown.equals(hidden)) missing.push(colorScheme);
  }
  await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
  return missing;
}

test('in forced colours (a dark or light contrast theme) the dropdown arrows stay visible', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same styles on a phone');
  test.setTimeout(180_000);
  const journey = journeyOf(page, { locale: 'en' });
  await journey.open();
  await journey.button('Start').click();
  await journey.screen('Where do you live?');
  const country = page.getByRole('combobox', { name: 'Country of residence' });
  expect(await arrowShows(page, country, page.locator('.of-combobox__chevron').first()), 'themes without the country list’s arrow').toEqual([]);

  await journey.chooseCountry(country, 'GB');
  await journey.button('Next').click();
  await journey.screen('Create your account');
  await journey.register();
  // The dialling code: a native select.
  const prefix = page.getByRole('combobox', { name: 'Country code' });
  expect(await arrowShows(page, prefix, null), 'themes without the dialling code’s arrow').toEqual([]);
});

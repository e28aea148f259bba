import { expect, test } from '@playwright/test';
import type * as Idscan from '../dist/index.js';
import { openWidgetPage } from './support/widgetPage';

type Window = typeof globalThis & { idscan: typeof Idscan };

// Issue 19 items 4 and 5 in a real cascade (jsdom has none): theme tokens a host sets on :root and on a mount
// element win over the widget's defaults, two widgets keep two themes, and mounting neither scrolls nor moves focus.
test('theme tokens from :root and from the mount element win; mounting takes no focus and does not scroll', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the cascade is the same on every viewport: run on the computer only (CI time)');
  await openWidgetPage(page);
  await page.addStyleTag({
    content: `
      :root { --idscan-color-primary: rgb(128, 0, 64); --idscan-radius: 3px; }
      #second { --idscan-color-primary: rgb(0, 90, 40); }
      .spacer { height: 150vh; }`,
  });
  await page.evaluate((backendUrl) => {
    const main = document.querySelector('main')!;
    const spacer = document.createElement('div');
    spacer.className = 'spacer';
    const second = document.createElement('div');
    second.id = 'second';
    // The widgets start below the fold, and the page has focus nowhere (<body>): focusing a heading would scroll.
    main.prepend(spacer);
    main.append(second);
    const { mount } = (globalThis as Window).idscan;
    const options = { backendUrl, token: 'theme-test-token-0000', journeyId: 'theme-journey' };
    mount('#widget', options);
    mount('#second', { ...options, locale: 'de' });
  }, `${baseURL}/idscanenterprisesvc`);

  const first = page.locator('#widget .idscan');
  const second = page.locator('#second .idscan');
  await expect(first).toHaveAttribute('data-screen', 'upload');
  await expect(second).toHaveAttribute('data-screen', 'upload');

  const chooseFile = (root: typeof first) =>
    root.locator('.idscan-button--primary').evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });
  expect(await chooseFile(first)).toEqual({ background: 'rgb(128, 0, 64)', radius: '3px' });
  expect(await chooseFile(second)).toEqual({ background: 'rgb(0, 90, 40)', radius: '3px' });
  // A token nobody set keeps its default: the product's base text colour (#0b0c0c, docs/theming.md).
  expect(await first.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(11, 12, 12)');

  expect(await page.evaluate(() => ({ scrollY: window.scrollY, focused: document.activeElement?.tagName }))).toEqual({ scrollY: 0, focused: 'BODY' });
});

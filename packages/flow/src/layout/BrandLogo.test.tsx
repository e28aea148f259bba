import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFlow, testBrand } from '../test/renderFlow';

/** The flow's own stylesheet in the test's document (jsdom applies its declared values to getComputedStyle). */
function withFlowStyles() {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'), 'utf8');
  document.head.append(style);
  return style;
}

let styles: HTMLStyleElement | undefined;
afterEach(() => {
  styles?.remove();
  styles = undefined;
});

describe("the header's brand (issue 22: 'Broker Internationa')", () => {
  it("shows the brand's name as text beside its decorative mark, the narrower mark for the mobile layout", async () => {
    styles = withFlowStyles();
    await renderFlow({
      locale: 'en',
      brand: {
        ...testBrand,
        name: 'Broker International',
        headerImages: { logo: { src: '/mark.svg', width: 40, height: 40 }, logoMobile: { src: '/mark-small.svg', width: 32, height: 32 } },
      },
    });
    const header = await screen.findByRole('banner');
    const name = within(header).getByText('Broker International', { exact: true });
    // Text, not an image's text alternative: nothing in the header is an image with the name.
    expect(within(header).queryByRole('img')).toBeNull();
    const mark = header.querySelector('img');
    expect(mark).toHaveAttribute('alt', '');
    expect(mark).toHaveAttribute('src', '/mark.svg');
    expect(mark?.closest('picture')?.querySelector('source')).toHaveAttribute('media', '(max-width: 767.98px)');
    expect(mark?.closest('picture')?.querySelector('source')).toHaveAttribute('srcset', '/mark-small.svg');
    expect(mark?.contains(name)).toBe(false);
    // Nothing between the name and the header cuts it: no box that hides its overflow, no fixed width, no ellipsis.
    for (let element: HTMLElement | null = name; element && element !== header.parentElement; element = element.parentElement) {
      const style = getComputedStyle(element);
      expect(['', 'visible'], `overflow of ${element.className}`).toContain(style.overflow);
      expect(['', 'auto'], `width of ${element.className}`).toContain(style.width);
      expect(style.textOverflow, `text-overflow of ${element.className}`).not.toBe('ellipsis');
      expect(style.whiteSpace, `white-space of ${element.className}`).not.toBe('nowrap');
    }
    // A long name wraps rather than overflows.
    expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
  });

  it('without header images, the name alone', async () => {
    await renderFlow({ locale: 'pl' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Test Broker', { exact: true })).toBeVisible();
    expect(header.querySelector('img')).toBeNull();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { journeyOf } from '@repo/playwright-config/journey';

/**
 * Issue 8, WCAG 1.4.10 (Reflow): at 400 % zoom a 1280 px window is 320 CSS px wide. There the page must not scroll
 * sideways, no text may be cut off inside a box that hides its overflow, and every control must be inside the
 * window and not covered by anything, so it can be reached and seen without scrolling in two directions.
 * German, whose long compound words are the hardest to fit, through the entry, registration and every data step
 * (the "upload later" route of wholeFlow). WCAG 1.4.4 (Resize Text): text alone at 200 %, on the entry screens.
 */

/** The sample agreement documents the shipped settings list (apps/realform-server/brands/eu/settings.json). */
const AGREEMENT_DOCUMENT_FILES = ['CLASSIFICATION.pdf', 'CONFLICTS.pdf', 'EXECUTION.pdf', 'FEES.pdf', 'PRIVACY.pdf', 'RISKS.pdf', 'TERMS.pdf'];

/** The file names in a ZIP's central directory, sorted (the end record: entry count at +10, directory offset at +16). */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const names: string[] = [];
  for (let at = zip.readUInt32LE(end + 16), left = zip.readUInt16LE(end + 10); left > 0; left--) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names.sort();
}

/** What breaks reflow on the current screen, described so a failing run says where; empty when nothing does. */
async function reflowProblems(page: Page): Promise<string[]> {
  // Settled layout: fonts loaded and no transition half-way.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [hidden]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    // The visually-hidden pattern (1 px, clipped) is meant to be read, not seen.
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
        if (style.clip !== 'auto' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px of content in ${width} px`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || visuallyHidden(element)) continue;
      const style = getComputedStyle(element);
      // A box that hides what does not fit (overflow: hidden or clip, or an ellipsis) and has more than fits.
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '') {
        problems.push(`text cut off in ${describe(element)}: ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
    }
    const controls = document.body.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role="combobox"]',
    );
    for (const control of controls) {
      if (!shown(control) || (control as HTMLButtonElement).disabled) continue;
      const box = control.getBoundingClientRect();
      // A native control drawn by its label (custom checkboxes and radios) is reached through that label.
      const drawnByLabel = box.width < 2 || box.height < 2 || getComputedStyle(control).opacity === '0';
      const target = drawnByLabel ? ((control as HTMLInputElement).labels?.[0] ?? null) : control;
      if (!target) continue;
      const outside = (rect: DOMRect) => rect.left < -1 || rect.right > width + 1;
      // Some controls come into view only with focus (the skip link): measure those focused.
      const showsOnFocus = outside(target.getBoundingClientRect());
      if (showsOnFocus) control.focus();
      const rect = target.getBoundingClientRect();
      if (outside(rect)) {
        problems.push(`${describe(control)} reaches outside the window: ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width} px`);
      } else {
        target.scrollIntoView({ block: 'center', inline: 'nearest' });
        const centre = target.getBoundingClientRect();
        const hit = document.elementFromPoint(centre.left + centre.width / 2, centre.top + centre.height / 2);
        const reached = hit && (target.contains(hit) || hit.contains(target) || (hit instanceof HTMLLabelElement && hit.control === control));
        if (!reached) problems.push(`${describe(control)} is covered by ${hit ? describe(hit) : 'nothing on screen'}`);
      }
      if (showsOnFocus) control.blur();
    }
    window.scrollTo({ top: 0 });
    return problems;
  });
}

/**
 * WCAG 2.4.11 (Focus Not Obscured): Tab through the screen; each control that takes focus must show at least in
 * part, not hidden under the sticky risk warning (which takes a good part of a zoomed window) or anything else.
 */
async function obscuredFocus(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0 });
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const key = `${element.tagName}#${element.id}|${(element.textContent ?? '').trim().slice(0, 40)}|${element.getBoundingClientRect().top + window.scrollY}`;
      const box = element.getBoundingClientRect();
      const target = (box.width < 2 || box.height < 2) && element instanceof HTMLInputElement ? (element.labels?.[0] ?? element) : element;
      const rect = target.getBoundingClientRect();
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + 2, rect.top + 2],
        [rect.right - 2, rect.top + 2],
        [rect.left + 2, rect.bottom - 2],
        [rect.right - 2, rect.bottom - 2],
      ];
      const shows = points.some(([x, y]) => {
        if (x! < 0 || y! < 0 || x! >= window.innerWidth || y! >= window.innerHeight) return false;
        const hit = document.elementFromPoint(x!, y!);
        return !!hit && (target.contains(hit) || hit.contains(target) || (hit instanceof HTMLLabelElement && hit.control === element));
      });
      return { key, shows, name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"` };
    });
    if (!focused || seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.shows) problems.push(`${focused.name} has focus but is hidden`);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0 });
  });
  return problems;
}

async function expectReflow(page: Page, screen: string) {
  const where = `at ${page.viewportSize()?.width}×${page.viewportSize()?.height} CSS px on ${screen}`;
  expect(await reflowProblems(page), `reflow ${where}`).toEqual([]);
  expect(await obscuredFocus(page), `focus ${where}`).toEqual([]);
}

test.describe('at 400 % zoom: 320 CSS px wide', () => {
  // 400 % of a 1280 × 1024 window.
  test.use({ viewport: { width: 320, height: 256 } });

  test('German, from the entry through registration and every data step, reflows into one column', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a zoomed desktop browser; the phone project has its own width');
    test.setTimeout(240_000);
    const journey = journeyOf(page, { locale: 'de' });
    await journey.open();
    await expectReflow(page, 'the entry');
    await journey.residence();
    await expectReflow(page, 'the registration');
    await journey.register();
    await expectReflow(page, 'the phone number');
    await journey.confirmPhone();
    await expectReflow(page, 'the upload method');
    await journey.chooseUploadMethod('manual');
    await journey.personalDataScreen();
    await expectReflow(page, 'the personal data');
    await journey.personalData();
    await expectReflow(page, 'the address');
    await journey.address();
    await expectReflow(page, 'the tax residence');
    await journey.taxResidence();
    await expectReflow(page, 'the currency');
    await journey.currency();
    await expectReflow(page, 'the declarations');
    // Issue 16: a listed agreement document opens (a PDF the server serves), and "Download all documents" downloads
    // one ZIP of every document of the locale.
    const terms = await journey.main.getByRole('link', journey.named('Terms of service for brokerage accounts')).getAttribute('href');
    const pdf = await page.request.get(terms!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    const [download] = await Promise.all([page.waitForEvent('download'), journey.main.getByRole('link', journey.named('Download all documents')).click()]);
    expect(download.suggestedFilename()).toBe('agreement-documents-de.zip');
    expect(zipEntryNames(await readFile((await download.path())!))).toEqual(AGREEMENT_DOCUMENT_FILES);
    await journey.declarations();
    await expectReflow(page, 'the financial situation');
    await journey.riskAssessment();
    await expectReflow(page, 'the summary and the first deposit');
    await journey.paymentSummary();
    await expectReflow(page, 'the hand-over to the client zone');
  });

  test('German, the identity steps up to the upload screen reflow into one column', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a zoomed desktop browser; the phone project has its own width');
    test.setTimeout(180_000);
    const journey = journeyOf(page, { locale: 'de' });
    await journey.open();
    await journey.residence();
    await journey.register();
    await journey.confirmPhone();
    await journey.chooseUploadMethod('digital');
    await expectReflow(page, 'the device choice');
    await journey.chooseDevice('thisDevice');
    await expectReflow(page, 'the document choice');
    await journey.chooseDocument('idCard');
    await expectReflow(page, 'how to take the photo');
    await journey.howToTakePicture();
    await expectReflow(page, 'the upload screen');
  });
});

test('with text alone at 200 % (WCAG 1.4.4), the entry and the registration lose nothing', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'text zoom of a desktop browser');
  const journey = journeyOf(page, { locale: 'de' });
  await journey.open();
  // What a browser's text-only zoom does: the root font size doubles, and every rem and em with it.
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
  await expectReflow(page, 'the entry');
  await journey.residence();
  await expectReflow(page, 'the registration');
});

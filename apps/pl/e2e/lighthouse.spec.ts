import { chromium, expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath, freePortSync } from '@repo/playwright-config';
import lighthouse from 'lighthouse';

/**
 * Issue 8: Lighthouse's accessibility score is 100 on the entry screen of both brands — the Polish one at
 * /onboarding/ and the international one at /eu-en/onboarding/, both served by this app's webServer. Lighthouse
 * drives Debian's Chromium through its DevTools port, on this machine's closed network (nothing is fetched from
 * outside: only the accessibility category, no throttling, no screenshots).
 */
test("Lighthouse scores accessibility 100 on both brands' entry screens", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one Lighthouse run per brand is enough');
  test.setTimeout(180_000);
  // A port nobody listens on, for Chromium's DevTools endpoint that Lighthouse drives.
  const port = freePortSync();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
  try {
    for (const path of ['/onboarding/', '/eu-en/onboarding/']) {
      const result = await lighthouse(
        `${baseURL}${path}`,
        { port, logLevel: 'error', output: 'json' },
        {
          extends: 'lighthouse:default',
          settings: {
            onlyCategories: ['accessibility'],
            formFactor: 'desktop',
            screenEmulation: { disabled: true },
            throttlingMethod: 'provided',
            disableFullPageScreenshot: true,
          },
        },
      );
      if (!result) throw new Error(`Expected a Lighthouse result for ${path}; Lighthouse returned nothing.`);
      const { lhr } = result;
      expect(lhr.runtimeError, `Lighthouse could not audit ${path}`).toBeUndefined();
      // The audit saw the rendered screen, not the empty page shell: it found buttons to name.
      expect(lhr.audits['button-name']?.scoreDisplayMode, `Lighthouse saw no button on ${path}`).toBe('binary');
      const failing = (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id}: ${audit.title}`);
      expect(failing, `failing Lighthouse accessibility audits on ${path}`).toEqual([]);
      expect(lhr.categories.accessibility?.score, `Lighthouse accessibility score of ${path}`).toBe(1);
    }
  } finally {
    await browser.close();
  }
});

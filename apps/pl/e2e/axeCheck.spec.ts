import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '@repo/playwright-config/onboarding';

// The e2e suites' accessibility check (tooling/playwright-config/onboarding.js) must be able to fail: on a page that
// breaks a WCAG rule, checked in place (no frames) and through AxeBuilder (a page with a frame), it names the rule.
test.describe('the e2e accessibility check', () => {
  test.skip(({ isMobile }) => isMobile, 'no viewport of its own');

  test('fails on an image without a text alternative, on a page without frames and on a page with one', async ({ page }) => {
    await page.setContent('<html lang="en"><head><title>axe</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>');
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
    await expect(expectNoAxeViolations(page, { disableRules: ['image-alt'] })).resolves.toBeUndefined();
    await page.setContent('<html lang="en"><head><title>axe</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><iframe title="inner" srcdoc="<p>inner</p>"></iframe></main></body></html>');
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });
});

import type { Locator, Page } from '@playwright/test';
import type { WidgetWindow } from './widgetGlobal';
import { openWidgetPage } from './widgetPage';

/**
 * The widget mounted from dist/ with the camera as its input, on screens that call no backend (the camera gateway,
 * the no-camera notice); `onUserExit` is recorded in `events`. Answers the widget's root.
 */
export async function mountOnCamera(page: Page, baseURL: string | undefined): Promise<Locator> {
  await openWidgetPage(page);
  await page.evaluate((backendUrl) => {
    const win = globalThis as WidgetWindow;
    win.events = [];
    win.idscan.mount('#widget', {
      backendUrl,
      token: 'camera-access-token-000',
      journeyId: 'camera-access-journey',
      inputProvider: 'CAMERA',
      locale: 'en',
      onUserExit: () => win.events!.push('userExit'),
    });
  }, `${baseURL}/idscanenterprisesvc`);
  return page.locator('#widget .idscan');
}

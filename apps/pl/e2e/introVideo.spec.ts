import { expect, test, type Page } from '@playwright/test';

// docs/spec/flow/screens.md#newaccount newAccount "intro overlay with a video (desktop and mobile variants …)", docs/spec/flow/errors.md#unknown-callbacks-and-video "a video failure handler exists"
// (issue 17): the brand's real video, served by the server under its CSP, in Chromium. One brand and the computer
// only: the component tests cover the rules; this proves the files, headers and browser behaviour.

const VIDEO = 'video[aria-label="Wprowadzenie do otwierania rachunku (film bez dźwięku)"]';

/** Resolves once the intro video fires `playing` (or has already played). */
function played(page: Page) {
  return page.locator(VIDEO).evaluate(
    (video: HTMLVideoElement) =>
      new Promise<boolean>((resolve) => {
        if (video.currentTime > 0 || video.ended) resolve(true);
        else video.addEventListener('playing', () => resolve(true), { once: true });
      }),
  );
}

/** The video files the page asks for from now on. */
function videoRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Whether the intro video is paused, and where it stands. */
function playState(page: Page) {
  return page.locator(VIDEO).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, currentTime: element.currentTime }));
}

const ON_THE_COMPUTER_ONLY = 'the video is the same file on every viewport: run on the computer only';

test('the brand’s intro video plays by itself once the page has loaded: a real file, cached for a year, in byte ranges', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ON_THE_COMPUTER_ONLY);
  const media: { url: string; status: number; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (/\.(webm|mp4)$/.test(new URL(response.url()).pathname)) {
      media.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] });
    }
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/onboarding/');
  const video = page.locator(VIDEO);
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /\/static\/pl\/assets\/desktop-poster-[\w-]+\.jpg$/);
  expect(await played(page)).toBe(true);
  // Chromium plays the first format it can: the VP9 WebM, fetched in byte ranges (what Safari insists on).
  expect(media[0]).toMatchObject({ status: 206, type: 'video/webm', cache: 'public, max-age=31536000, immutable' });
  expect(media[0]!.url).toMatch(/\/static\/pl\/assets\/desktop-[\w-]+\.webm$/);
  // Its still is a real image the page may load under its CSP.
  const poster = await page.request.get((await video.getAttribute('poster'))!);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect(consoleErrors).toEqual([]);
});

test('for an applicant who prefers reduced motion it does not start, and nothing of it is downloaded', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ON_THE_COMPUTER_ONLY);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requested = videoRequests(page);
  await page.goto('/onboarding/', { waitUntil: 'load' });
  const video = page.locator(VIDEO);
  await expect(video).toBeVisible();
  // Nothing is scheduled for this applicant: the page's own network has gone quiet with the video untouched.
  await page.waitForLoadState('networkidle');
  expect(await playState(page)).toEqual({ paused: true, currentTime: 0 });
  expect(requested).toEqual([]);
});

test('for an applicant whose browser saves data it does not start — neither from the page nor once the app runs — and nothing of it is downloaded', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ON_THE_COMPUTER_ONLY);
  // Chromium's Save-Data setting (Data Saver, Lite mode): what the page's loader and the app both read.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const requested = videoRequests(page);
  await page.goto('/onboarding/', { waitUntil: 'load' });
  const video = page.locator(VIDEO);
  await expect(video).toBeVisible();
  await page.waitForLoadState('networkidle');
  const untouched = { paused: true, currentTime: 0 };
  expect(await playState(page)).toEqual(untouched);
  // The visitor's first move starts the app, which takes the video over as it is.
  await page.mouse.move(5, 5);
  await page.mouse.move(9, 9);
  await expect.poll(() => video.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await playState(page)).toEqual(untouched);
  expect(requested).toEqual([]);
});

test('a video that cannot be loaded gives way to its still and a note, never a broken box', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', ON_THE_COMPUTER_ONLY);
  await page.route(/\/static\/pl\/assets\/desktop-[\w-]+\.(webm|mp4)$/, (route) => route.abort('failed'));
  await page.goto('/onboarding/');
  await expect(page.getByText('Nie udało się odtworzyć filmu. Pokazuje on tylko kroki opisane poniżej, więc nic Cię nie ominie.')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  const still = page.locator('img.onb-intro-video');
  await expect(still).toHaveAttribute('src', /desktop-poster-[\w-]+\.jpg$/);
  expect(await still.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(960);
});

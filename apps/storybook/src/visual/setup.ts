/**
 * The visual suite's per-story step (vitest.visual.config.ts): after a story has rendered and played, its page is
 * compared with the committed baseline. Setup only for `pnpm test:visual`; the story suite does not load it.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import './visual.css';

/**
 * A fixed clock (Date only; timers run normally): countdowns ("send again in 60 s") and anything computed from
 * today's date render the same on every run.
 */
const FROZEN_NOW = new Date('2026-03-02T09:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
});

afterEach(async (context) => {
  vi.useRealTimers();
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  // A story that failed or was skipped has nothing worth comparing (the story suite reports it).
  if (!storyId || context.task.result?.state === 'fail' || (context.task.result?.errors?.length ?? 0) > 0) return;
  await settled();
  await expect.element(document.body).toMatchScreenshot(storyId);
});

/** Web fonts, images and the story's last frame are in place before the picture is taken. */
async function settled(): Promise<void> {
  await document.fonts.ready;
  // decode() settles once an image is ready to paint (or cannot be); lazy images outside the page are not waited for.
  await Promise.all(
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy' && image.currentSrc !== '')
      .map((image) => image.decode().catch(() => undefined)),
  );
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

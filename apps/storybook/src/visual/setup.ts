/**
 * The visual suite's per-story step (vitest.visual.config.ts): after a story has rendered and played, its page is
 * compared with the committed baseline. Setup only for `pnpm test:visual`; the story suite does not load it.
 */
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import './visual.css';

/**
 * A fixed clock (Date only; timers run normally): countdowns ("send again in 60 s") and anything computed from
 * today's date render the same on every run.
 */
const FROZEN_NOW = new Date('2026-03-02T09:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The comparison runs as a Storybook `afterEach` of every story, added to the project annotations the addon's own
 * setup file registered (this file runs after it): inside the story's test, after its play function succeeded. In a
 * Vitest `afterEach` hook a failed comparison could not report and the hook hung until its timeout.
 */
const compareWithBaseline = async ({ id }: { id: string }) => {
  await settled();
  await expect.element(document.body).toMatchScreenshot(id);
};

// In beforeAll: setup files may run before the addon's, which sets the project annotations up.
beforeAll(() => {
  const project = (globalThis as { globalProjectAnnotations?: { afterEach?: unknown } }).globalProjectAnnotations;
  if (!project) throw new Error('src/visual/setup.ts: the Storybook project annotations are not set up');
  const existing = project.afterEach === undefined ? [] : Array.isArray(project.afterEach) ? project.afterEach : [project.afterEach];
  if (!existing.includes(compareWithBaseline)) project.afterEach = [...existing, compareWithBaseline];
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

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
const compareWithBaseline = async ({ id, loaded }: { id: string; loaded?: { flow?: { router?: RouterLike } } }) => {
  await settled(loaded?.flow?.router);
  await expect.element(document.body).toMatchScreenshot(id);
};

/** Marks the comparison hook: this file runs again for every story file, each time with a new function. */
const COMPARISON = Symbol.for('onboarding.visual.compareWithBaseline');

// In beforeAll: setup files may run before the addon's, which sets the project annotations up. With the story files in
// one page (`isolate: false`) this file runs once per story file against the same annotations, so an earlier copy of
// the hook is replaced, not joined: one comparison per story, never one per file loaded so far.
beforeAll(() => {
  const project = (globalThis as { globalProjectAnnotations?: { afterEach?: unknown } }).globalProjectAnnotations;
  if (!project) throw new Error('src/visual/setup.ts: the Storybook project annotations are not set up');
  const existing = project.afterEach === undefined ? [] : Array.isArray(project.afterEach) ? project.afterEach : [project.afterEach];
  const others = existing.filter((hook) => !(hook as { [COMPARISON]?: true })[COMPARISON]);
  project.afterEach = [...others, Object.assign(compareWithBaseline, { [COMPARISON]: true as const })];
});

/** Web fonts, images, the flow's step and the story's last frame are in place before the picture is taken. */
async function settled(router: RouterLike | undefined): Promise<void> {
  await flowStepShown(router);
  await document.fonts.ready;
  // decode() settles once an image is ready to paint (or cannot be); lazy images outside the page are not waited for.
  await Promise.all(
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy' && image.currentSrc !== '')
      .map((image) => image.decode().catch(() => undefined)),
  );
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/** What the visual step reads of a flow story's router (packages/flow/src/stories/flowStory.tsx loads one per story). */
interface RouterLike {
  state: { status: string; isLoading: boolean };
}

/** How long a flow story may take to show its step before the picture is taken anyway (and then fails). */
const STEP_WAIT_MS = 15_000;

/**
 * The flow loads each step's code when the router reaches it, showing "Loading the next step…" (`.onb-route-pending`)
 * after a short delay and nothing of the step before that. With the story files in one page, the first story to
 * reach a step pays for building its code, so how long that takes depends on the order of the run; the baselines
 * once caught the loading state. The picture waits until the story's router has settled, the loading state is gone
 * and, when the flow's frame is shown, its `<main>` has the step's heading. Stories without a router are not waited for.
 */
async function flowStepShown(router: RouterLike | undefined): Promise<void> {
  if (!router) return;
  const deadline = performance.now() + STEP_WAIT_MS;
  while (performance.now() < deadline) {
    const main = document.getElementById('onb-main');
    const routerIdle = router.state.status === 'idle' && !router.state.isLoading;
    if (routerIdle && !document.querySelector('.onb-route-pending') && (!main || main.querySelector('h1'))) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}

// Play functions of the flow's stories (not part of the package build). Testing Library through `storybook/test`, as
// every other package's stories use it: one copy of user-event in the preview (two copies in one page each patch the
// inputs' value setter, and React then misses typed text: seen when the story tests share a page), and each step
// shown in the Interactions panel. Every query is by role or by state, never by text, so a play function passes in
// any locale of the toolbar.
import { userEvent, waitFor, within } from 'storybook/test';
import type { FlowStoryContext } from './flowStory';

/** A story's route is a lazy chunk and its first paint waits for the messages: queries wait a little longer. */
const WAIT = { timeout: 10_000 };

export type Play = (context: FlowStoryContext) => Promise<void>;

function canvasOf(context: FlowStoryContext) {
  return within(context.canvasElement);
}

/** The step's main heading, once the route has rendered (every step has one level-1 heading). */
export async function stepHeading(context: FlowStoryContext): Promise<HTMLElement> {
  return canvasOf(context).findByRole('heading', { level: 1 }, WAIT);
}

/**
 * The step's main action: the last submit button of the step's form, else its primary button, else its first option
 * (the identity choices are a list of option buttons).
 */
async function mainButton(context: FlowStoryContext): Promise<HTMLButtonElement> {
  await stepHeading(context);
  return waitFor(() => {
    const last = (selector: string) => [...context.canvasElement.querySelectorAll<HTMLButtonElement>(selector)].at(-1);
    const button = last('main button[type="submit"]') ?? last('main button.of-button--primary') ?? context.canvasElement.querySelector<HTMLButtonElement>('main button.onb-option');
    if (!button) throw new Error('The step shows no main button');
    if (button.disabled) throw new Error(`"${button.textContent}" is still disabled: the story's draft does not fill the form`);
    return button;
  }, WAIT);
}

/** Presses the step's main button, as an applicant would. */
export async function submitStep(context: FlowStoryContext): Promise<void> {
  await userEvent.click(await mainButton(context));
}

/** Types into the step's first text box (a code, a password): focus, then the keys, as an applicant types. */
export async function typeInFirstBox(context: FlowStoryContext, selector: string, text: string): Promise<void> {
  await stepHeading(context);
  const box = await waitFor(() => {
    const found = context.canvasElement.querySelector<HTMLInputElement>(`main ${selector}`);
    if (!found) throw new Error(`The step shows no ${selector}`);
    return found;
  }, WAIT);
  await userEvent.click(box);
  await userEvent.keyboard(text);
}

/** Clicks the step's first control matching a selector (a radio, an option), as an applicant would. */
export async function press(context: FlowStoryContext, selector: string): Promise<void> {
  await stepHeading(context);
  const control = await waitFor(() => {
    const found = context.canvasElement.querySelector<HTMLElement>(`main ${selector}`);
    if (!found) throw new Error(`The step shows no ${selector}`);
    return found;
  }, WAIT);
  await userEvent.click(control);
}

/**
 * Clicks the element a selector finds anywhere in the story (the frame's toggles), waiting for it to appear; with
 * `wait`, only waits for it (the state a click led to).
 */
export async function click(context: FlowStoryContext, selector: string, { wait = false }: { wait?: boolean } = {}): Promise<void> {
  const element = await waitFor(() => {
    const found = context.canvasElement.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`Nothing matches ${selector}`);
    return found;
  }, WAIT);
  if (!wait) await userEvent.click(element);
}

/** The server's field errors are shown: at least one control is marked invalid (docs/spec/flow/errors.md#field-errors). */
export async function expectFieldErrors(context: FlowStoryContext): Promise<void> {
  await waitFor(() => {
    if (!context.canvasElement.querySelector('main [aria-invalid="true"], main [data-invalid]')) throw new Error('No field is marked invalid');
  }, WAIT);
}

/** The global banner is shown (docs/spec/flow/errors.md#global-error globalError). */
export async function expectGlobalError(context: FlowStoryContext): Promise<void> {
  await canvasOf(context).findByRole('alert', {}, WAIT);
}

/** What a failed wait saw: the step's heading, alerts and the fields marked invalid (Testing Library's DOM dump is cut off). */
function screenState(context: FlowStoryContext): string {
  const root = context.canvasElement;
  const texts = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)].map((element) => element.textContent?.trim() || element.getAttribute('name') || element.id);
  return JSON.stringify({
    busy: root.querySelector('.onb-app')?.getAttribute('aria-busy') ?? null,
    heading: texts('h1'),
    alerts: texts('[role="alert"]'),
    invalid: texts('main [aria-invalid="true"], main [data-invalid]'),
    focused: document.activeElement?.outerHTML.slice(0, 120) ?? null,
  });
}

/** The screen is locked while the server answers (docs/spec/flow/states.md#submit-engine "Each submit locks the screen (loader)"). */
export async function expectLocked(context: FlowStoryContext): Promise<void> {
  await waitFor(() => {
    if (!context.canvasElement.querySelector('.onb-app[aria-busy="true"]')) throw new Error(`The screen is not locked; it shows: ${screenState(context)}`);
  }, WAIT);
}

/** Submits the step; the server refuses fields. */
export const submitWithFieldErrors: Play = async (context) => {
  await submitStep(context);
  await expectFieldErrors(context);
};

/** Submits the step; the server answers with a global error. */
export const submitWithGlobalError: Play = async (context) => {
  await submitStep(context);
  await expectGlobalError(context);
};

/** Submits the step; the server takes its time (the lock and its loader stay). */
export const submitWhileServerIsSlow: Play = async (context) => {
  await submitStep(context);
  await expectLocked(context);
};

// Play functions of the flow's stories (not part of the package build). Testing Library, as the component tests use
// it (the flow does not depend on Storybook, so `storybook/test` is not imported here). Every query is by role or by
// state, never by text, so a play function passes in any locale of the toolbar.
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
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

/** The step's main button: the last submit button of the step's form. */
async function mainButton(context: FlowStoryContext): Promise<HTMLButtonElement> {
  await stepHeading(context);
  return waitFor(() => {
    const buttons = context.canvasElement.querySelectorAll<HTMLButtonElement>('main button[type="submit"]');
    const button = buttons[buttons.length - 1];
    if (!button) throw new Error('The step shows no submit button');
    if (button.disabled) throw new Error(`"${button.textContent}" is still disabled: the story's draft does not fill the form`);
    return button;
  }, WAIT);
}

/** Presses the step's main button, as an applicant would. */
export async function submitStep(context: FlowStoryContext): Promise<void> {
  await userEvent.click(await mainButton(context));
}

/** The server's field errors are shown: at least one control is marked invalid (S0 §8). */
export async function expectFieldErrors(context: FlowStoryContext): Promise<void> {
  await waitFor(() => {
    if (!context.canvasElement.querySelector('main [aria-invalid="true"]')) throw new Error('No field is marked invalid');
  }, WAIT);
}

/** The global banner is shown (S0 §8 globalError). */
export async function expectGlobalError(context: FlowStoryContext): Promise<void> {
  await canvasOf(context).findByRole('alert', {}, WAIT);
}

/** The screen is locked while the server answers (S0 §4 "Each submit locks the screen (loader)"). */
export async function expectLocked(context: FlowStoryContext): Promise<void> {
  await waitFor(() => {
    if (!context.canvasElement.querySelector('.onb-app[aria-busy="true"]')) throw new Error('The screen is not locked');
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

import { axeViolations } from '@repo/test-utils';
import { STEP_NUMBERS } from '@onboarding/tracking';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../routing/routePaths';
import { renderFlow } from '../test/renderFlow';
import { PROGRESS_STAGES, stepPosition } from './progressStages';

/** The progress line as a reader hears it: the paragraph's whole text. */
const progressLine = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('the step progress indicator (issue 22)', () => {
  it('says where the applicant is in words, before the step, with a bar of the stages done', async () => {
    const { container } = await renderFlow({ path: '/currency', locale: 'en', token: 't' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose the currency of your account' });
    const line = progressLine('Step 6 of 9: Currency');
    // Read before the step's heading.
    expect(line.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The bar repeats the words for the eye only: one segment per stage, the first six filled.
    const bar = container.querySelector('.onb-progress__bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar?.children).toHaveLength(9);
    expect(bar?.querySelectorAll('[data-state]')).toHaveLength(6);
    expect(bar?.querySelector('[data-state="current"]')).toBe(bar?.children[5]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is translated: Polish on the personal data', async () => {
    await renderFlow({ path: '/personal-data', locale: 'pl', token: 't' });
    await screen.findByRole('heading', { level: 1 });
    expect(progressLine('Krok 3 z 9: Dane osobowe')).toBeVisible();
  });

  it('is not shown before the application starts (the entry screen) nor after it ends (account open)', async () => {
    await renderFlow({ path: '/', locale: 'en' });
    await screen.findByRole('button', { name: 'Start' });
    expect(screen.queryByText(/Step \d+ of \d+/)).toBeNull();
    expect(stepPosition('accountOpen')).toBeUndefined();
    expect(stepPosition('onboardingDenied')).toBeUndefined();
    expect(stepPosition('newLogin')).toBeUndefined();
  });

  it('counts every step of the route map between registration and the account once, in the order of the flow', () => {
    const counted = PROGRESS_STAGES.flatMap((stage) => stage.steps);
    expect(new Set(counted).size).toBe(counted.length);
    for (const step of counted) expect(Object.hasOwn(ROUTE_PATHS, step), step).toBe(true);
    // The stages follow the analytics step numbers (@onboarding/tracking), which run with the flow.
    const numbers = PROGRESS_STAGES.map((stage) => stage.steps.map((step) => STEP_NUMBERS[step]!));
    for (let i = 1; i < numbers.length; i++) expect(Math.min(...numbers[i]!)).toBeGreaterThanOrEqual(Math.max(...numbers[i - 1]!));
    // The steps left out are the entry's and the outcomes' (before 1 or at 14), and denial.
    const left = Object.keys(ROUTE_PATHS).filter((step) => !counted.includes(step as never));
    expect(left.filter((step) => STEP_NUMBERS[step]! > 0 && STEP_NUMBERS[step]! < 14)).toEqual(['onboardingDenied']);
    expect(stepPosition('mobileDocumentUpload_M')).toEqual(stepPosition('desktopDocumentUpload'));
  });
});

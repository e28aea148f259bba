import type { ReactNode } from 'react';

/**
 * The heading of a step. It can take focus (tabIndex -1) because focus moves to it when a new step renders
 * (docs/architecture.md#accessibility), so screen-reader users hear where they are.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="onb-step-heading" tabIndex={-1} data-step-heading="">
      {children}
    </h1>
  );
}

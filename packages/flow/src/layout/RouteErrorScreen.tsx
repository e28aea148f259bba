import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ChunkLoadTimeoutError } from '../routing/ChunkLoadTimeoutError';
import { StepHeading } from './StepHeading';

/**
 * What a route shows when its screen failed to load or threw while rendering: the applicant can try again
 * (a new load of the step's code) without losing what is already sent — the server keeps every submitted step.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const slow = error instanceof ChunkLoadTimeoutError;

  useEffect(() => {
    // Not swallowed: the cause goes to the console (and to whatever collects it) while the applicant sees a way on.
    console.error('A step could not be shown', error);
  }, [error]);

  return (
    <section className="onb-step" aria-labelledby="onb-route-error-heading">
      <div id="onb-route-error-heading">
        <StepHeading>
          <Trans>This page could not be shown</Trans>
        </StepHeading>
      </div>
      <p>
        {slow ? (
          <Trans>The page took too long to load. Check your internet connection and try again.</Trans>
        ) : (
          <Trans>Something went wrong while loading this page. Try again; your answers so far are saved.</Trans>
        )}
      </p>
      <Button
        variant="primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}

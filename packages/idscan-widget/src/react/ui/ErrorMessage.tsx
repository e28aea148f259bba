import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/** An error text, prefixed with a visually hidden "Error:" (GOV.UK pattern) so it is not told by colour alone. */
export function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="idscan-error">
      <VisuallyHidden>
        <Trans>Error:</Trans>
      </VisuallyHidden>{' '}
      {children}
    </p>
  );
}

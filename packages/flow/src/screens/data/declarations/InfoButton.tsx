import { Button } from '@onboarding/form-fields';
import type { ReactNode } from 'react';

/**
 * The link-like button that opens one of the declarations' info popups (docs/spec/flow/screens.md#declarationacceptance "info popups"). `aria-haspopup`
 * tells screen-reader users a dialog will open.
 */
export function InfoButton({ onOpen, children }: { onOpen(): void; children: ReactNode }) {
  return (
    <Button variant="link" aria-haspopup="dialog" onClick={onOpen}>
      {children}
    </Button>
  );
}

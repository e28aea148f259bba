import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link TermsScreen}. */
export interface TermsScreenProps {
  onAgree(): void;
  /** The journey then ends with the result `TCCDISAGREE` (docs/spec/widget/states.md#high-level-results). */
  onDisagree(): void;
  /** The terms' text, from the host. @default a short notice on how the photos are used */
  children?: ReactNode;
}

/** docs/spec/widget/screens.md#terms-and-conditions terms and conditions: agree or disagree. */
export function TermsScreen({ onAgree, onDisagree, children }: TermsScreenProps) {
  const { t } = useLingui();
  return (
    <Screen title={t`Terms and conditions`}>
      {/* Focusable so keyboard users can scroll a long text (WCAG 2.1.1). */}
      <div className="idscan-terms" role="region" aria-label={t`Terms and conditions text`} tabIndex={0}>
        {/* Issue 15: promises only what the server checks (the MRZ, face match, liveness). */}
        {children ?? (
          <p>
            <Trans>
              To verify your identity we take photos of your identity document and of your face, read the
              document's machine-readable zone, compare your face with the document's photo and, when the check
              asks for it, make sure from a few pictures of your face that you are there in person. The photos and
              the data are used only for this verification and are kept as the law requires.
            </Trans>
          </p>
        )}
      </div>
      <div className="idscan-actions">
        <Button onClick={onAgree}>{t`I agree`}</Button>
        <Button variant="secondary" onClick={onDisagree}>
          {t`I disagree`}
        </Button>
      </div>
    </Screen>
  );
}

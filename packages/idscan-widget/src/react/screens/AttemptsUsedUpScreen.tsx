import { Plural, useLingui } from '@lingui/react/macro';
import { useDomId } from '@repo/react-primitives';
import type { ReactNode } from 'react';
import type { CaptureStep } from '../../core/types';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link AttemptsUsedUpScreen}. */
export interface AttemptsUsedUpScreenProps {
  /** The step whose attempts are used up. */
  step: CaptureStep;
  /** How many attempts it had (docs/spec/widget/constants.md#attempts: `maxAttempts`; liveness: 3 per action). */
  attempts: number;
  /** The step that comes next; null when the journey ends next. */
  next: CaptureStep | null;
  /** The scan backend's reason for the last refusal (already translated). */
  detail?: ReactNode;
  /** "Continue": the journey moves on. */
  onContinue(): void;
}

/**
 * After the last attempt of a step is refused (docs/spec/widget/constants.md#attempts): this step could not be
 * verified, after how many attempts, why (the server's reason) and what comes next, before the journey moves on.
 * The heading takes focus and is described by all of it, so a screen reader says it at once; the user moves on
 * with "Continue" when ready (no timer: WCAG 2.2.1).
 */
export function AttemptsUsedUpScreen({ step, attempts, next, detail, onContinue }: AttemptsUsedUpScreenProps) {
  const { t } = useLingui();
  const id = `idscan-${useDomId()}`;
  const titles: Record<CaptureStep, string> = {
    'IDENTITY:FRONT': t`We could not verify the front of your document`,
    'IDENTITY:BACK': t`We could not verify the back of your document`,
    ADDRESS: t`We could not verify your proof of address`,
    SELFIE: t`We could not verify your selfie`,
    COVID: t`We could not verify your Covid pass`,
    LIVENESS: t`We could not complete the liveness check`,
  };
  // Whole sentences per step, so each language can inflect the step's name as it needs.
  const nextTexts: Record<CaptureStep | 'end', string> = {
    'IDENTITY:FRONT': t`Select Continue to go on to the front of your document.`,
    'IDENTITY:BACK': t`Select Continue to go on to the back of your document.`,
    ADDRESS: t`Select Continue to go on to your proof of address.`,
    SELFIE: t`Select Continue to go on to your selfie.`,
    COVID: t`Select Continue to go on to your Covid pass.`,
    LIVENESS: t`Select Continue to go on to the liveness check.`,
    end: t`Select Continue to send what you have captured for checking.`,
  };
  const describedBy = [`${id}-attempts`, detail ? `${id}-detail` : null, `${id}-next`].filter(Boolean).join(' ');
  return (
    <Screen title={titles[step]} describedBy={describedBy}>
      <div className="idscan-notice idscan-notice--error">
        <p id={`${id}-attempts`}>
          {step === 'LIVENESS' ? (
            <Plural value={attempts} one="The picture of your face was not accepted after # attempt." other="The pictures of your face were not accepted after # attempts." />
          ) : (
            <Plural value={attempts} one="The photo was not accepted after # attempt." other="The photo was not accepted after # attempts." />
          )}
        </p>
        {detail ? <p id={`${id}-detail`}>{detail}</p> : null}
      </div>
      <p id={`${id}-next`}>{nextTexts[next ?? 'end']}</p>
      <div className="idscan-actions">
        <Button onClick={onContinue}>{t`Continue`}</Button>
      </div>
    </Screen>
  );
}

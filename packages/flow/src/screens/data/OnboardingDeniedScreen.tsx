import { Trans } from '@lingui/react/macro';
import type { DenialReason } from '@onboarding/realform-api';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { useDenialStore } from '../../stores/denialStore';
import { ContactLines } from './shared/ContactLines';

/**
 * onboardingDenied, /denied (docs/spec/flow/screens.md#onboardingdenied): an image and a text with the contact e-mail and phone (translated). The
 * server sends applicants here when a rule denies the account (docs/architecture.md#the-server); nothing is left to fill in. The screen
 * says why — the reason code the server gave with the denial (`dataContent.denial`, kept for this session so a
 * reload or the browser's Back shows it again) — and how to reach the broker: the brand settings' `contact`
 * (issue 18).
 */
export function OnboardingDeniedScreen() {
  const { brand, tokenStore } = useFlow();
  const denial = useDenialStore((s) => s.denial);
  const reason = denial && denial.token === tokenStore.get() ? denial.reason : null;
  // "Contact us" only when the broker set a way to (brand settings `contact`).
  const { email, phone } = brand.contact ?? {};
  return (
    <div className="onb-step onb-denied">
      <svg className="onb-denied__image" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M60 30v38" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
        <circle cx="60" cy="86" r="5" fill="currentColor" />
      </svg>
      <StepHeading>
        <Trans>We cannot open an account for you</Trans>
      </StepHeading>
      <p className="onb-lead">
        <DenialReasonText reason={reason} />
      </p>
      {email || phone ? (
        <>
          <p>
            <Trans>If you think this is a mistake, or you have questions, contact us:</Trans>
          </p>
          <ContactLines />
        </>
      ) : null}
    </div>
  );
}

/** Why the application ended, by the server's reason code; the general sentence when this tab does not know it. */
function DenialReasonText({ reason }: { reason: DenialReason | null }) {
  switch (reason) {
    case 'underageDocument':
      return <Trans>Your identity document shows that you are under 18. We can open accounts only for adults.</Trans>;
    case 'underage':
      return <Trans>The date of birth you gave shows that you are under 18. We can open accounts only for adults.</Trans>;
    default:
      return <Trans>Based on the information you gave, we are unable to open a trading account for you at this time.</Trans>;
  }
}

import { Trans } from '@lingui/react/macro';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';

/**
 * onboardingDenied, /denied (S0 §2): an image and a text with the contact e-mail and phone (translated). The
 * server sends applicants here when a rule denies the account (under 18, DESIGN §4); nothing is left to fill in.
 */
export function OnboardingDeniedScreen() {
  const { brand } = useFlow();
  // Each contact line only when the broker set it (brand settings `contact`).
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
        <Trans>Based on the information you gave, we are unable to open a trading account for you at this time.</Trans>
      </p>
      {email || phone ? (
        <>
          <p>
            <Trans>If you have questions, contact us:</Trans>
          </p>
          <ul className="onb-contact">
            {email ? (
              <li>
                <Trans>
                  E-mail: <a href={`mailto:${email}`}>{email}</a>
                </Trans>
              </li>
            ) : null}
            {phone ? (
              <li>
                <Trans>
                  Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </Trans>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}

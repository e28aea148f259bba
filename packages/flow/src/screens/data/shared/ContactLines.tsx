import { Trans } from '@lingui/react/macro';
import { localizedValue } from '@onboarding/realform-api';
import { useFlow } from '../../../api/FlowContext';

/**
 * How to reach the broker: the brand settings' `contact` e-mail and phone as links, the phone's hours after it
 * (issue 18: the denied screen and the question before a denial say how to contact the broker). Each line only
 * when the broker set it; nothing at all without either.
 */
export function ContactLines() {
  const { brand, locale } = useFlow();
  const { email, phone, hours } = brand.contact ?? {};
  const phoneHours = localizedValue(hours, locale);
  if (!email && !phone) return null;
  return (
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
          {phoneHours ? (
            <>
              {' '}
              <Trans>({phoneHours})</Trans>
            </>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

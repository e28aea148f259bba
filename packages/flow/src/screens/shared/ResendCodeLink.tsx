import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';

/**
 * "Didn't get the code? Send it again", disabled during the server's resend cool-down with the seconds left
 * (docs/spec/flow/screens.md#desktopsms desktopSms, confirmEmail, the hand-off SMS). One paragraph of the screen's links.
 */
export function ResendCodeLink({ wait, onResend }: { wait: number; onResend: () => void }) {
  return (
    <p className="onb-aside">
      <Button variant="link" disabled={wait > 0} onClick={onResend}>
        <Trans>Didn't get the code? Send it again</Trans>
      </Button>
      {wait > 0 ? (
        <span className="onb-countdown">
          {' '}
          <Plural value={wait} one="You can ask for a new code in # second." other="You can ask for a new code in # seconds." />
        </span>
      ) : null}
    </p>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { StepHeading } from '../../layout/StepHeading';

/**
 * S0 §2/§4: the intro shown first on the entry screen. The brand's intro video is an optional asset of the
 * brand config (not bundled); the panel works without it.
 */
export function IntroPanel({ onStart, video }: { onStart(): void; video?: { src: string; poster?: string } }) {
  return (
    <section className="onb-intro" aria-labelledby="onb-intro-heading">
      <div id="onb-intro-heading">
        <StepHeading>
          <Trans>Open your trading account</Trans>
        </StepHeading>
      </div>
      {video ? (
        <video className="onb-intro-video" src={video.src} poster={video.poster} muted playsInline controls preload="none" />
      ) : null}
      <p>
        <Trans>
          Register, confirm your phone, verify your identity and tell us about yourself. Keep an identity document at
          hand.
        </Trans>
      </p>
      <Button variant="primary" onClick={onStart}>
        <Trans>Start</Trans>
      </Button>
    </section>
  );
}

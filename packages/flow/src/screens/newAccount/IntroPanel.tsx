import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { toBcp47 } from '@onboarding/dictionaries';
import { useState } from 'react';
import { useFlow } from '../../api/FlowContext';
import type { BrandConfig, IntroVideo } from '../../brand/BrandConfig';
import { StepHeading } from '../../layout/StepHeading';
import { useDevice, type DeviceKind } from '../../routing/device';

/**
 * S0 §2: "one particular mobile browser gets a poster image instead" of the intro video. S0 does not name it:
 * in-app browsers of Facebook and Instagram are the ones known to break inline video (they force full screen or
 * refuse to play muted video inline), so they get the still image.
 */
export const POSTER_ONLY_BROWSER = /\b(FBAN|FBAV|Instagram)\b/;

/** Which intro to show for a device and browser: the video, its still image only, or nothing. */
export function introMediaFor(
  video: BrandConfig['introVideo'],
  device: DeviceKind,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): { kind: 'video'; video: IntroVideo } | { kind: 'poster'; poster: string } | null {
  if (!video) return null;
  const chosen = device === 'mobile' ? (video.mobile ?? video.desktop) : video.desktop;
  if (device === 'mobile' && POSTER_ONLY_BROWSER.test(userAgent)) return chosen.poster ? { kind: 'poster', poster: chosen.poster } : null;
  return { kind: 'video', video: chosen };
}

/**
 * S0 §2/§4: the intro shown first on the entry screen, with the brand's video in its desktop or mobile variant
 * (S0 §2, `newAccount_M`). The video never plays by itself (WCAG 2.2.2) and has controls; when it cannot play
 * (S0 §8 "a video failure handler exists") its still image takes its place and the failure is logged. The panel
 * works without a video.
 */
export function IntroPanel({ onStart, video }: { onStart(): void; video?: BrandConfig['introVideo'] }) {
  const { t } = useLingui();
  const { locale } = useFlow();
  const device = useDevice((s) => s.kind);
  const [failed, setFailed] = useState(false);
  const media = introMediaFor(video, device);
  const poster = media?.kind === 'poster' ? media.poster : media?.kind === 'video' ? media.video.poster : undefined;

  return (
    <section className="onb-intro" aria-labelledby="onb-intro-heading">
      <div id="onb-intro-heading">
        <StepHeading>
          <Trans>Open your trading account</Trans>
        </StepHeading>
      </div>
      {media?.kind === 'video' && !failed ? (
        <video
          className="onb-intro-video"
          src={media.video.src}
          poster={media.video.poster}
          aria-label={t`How to open an account: a short video`}
          muted
          playsInline
          controls
          preload="none"
          onError={(event) => {
            console.warn('The intro video could not play; showing its still image instead', event.currentTarget.error);
            setFailed(true);
          }}
        >
          {media.video.captions ? <track kind="captions" src={media.video.captions} srcLang={toBcp47(locale)} default /> : null}
        </video>
      ) : poster ? (
        <img className="onb-intro-video" src={poster} alt="" />
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

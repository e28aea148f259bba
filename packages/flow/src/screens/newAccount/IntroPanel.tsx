import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import { toBcp47 } from '@onboarding/dictionaries';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useFlow } from '../../api/FlowContext';
import type { BrandConfig, IntroVideo } from '../../brand/BrandConfig';
import { StepHeading } from '../../layout/StepHeading';
import { useDevice, type DeviceKind } from '../../routing/device';
import { ROUTE_PATHS } from '../../routing/routePaths';

/**
 * docs/spec/flow/screens.md#newaccount: "one particular mobile browser gets a poster image instead" of the intro video. The flow spec does not name it:
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
  if (!chosen.src && !chosen.sources?.length) return chosen.poster ? { kind: 'poster', poster: chosen.poster } : null;
  return { kind: 'video', video: chosen };
}

/**
 * Whether the intro may start by itself: not for an applicant who asked for less motion (prefers-reduced-motion,
 * WCAG 2.3.3) or for less data (Save-Data); not where the browser cannot say (no matchMedia).
 */
export function mayPlayByItself(): boolean {
  const media = globalThis.matchMedia;
  if (typeof media !== 'function') return false;
  if (media('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (globalThis.navigator as Navigator & { connection?: { saveData?: boolean } } | undefined)?.connection;
  return connection?.saveData !== true;
}

/** Runs `start` once the page has loaded, so the video never competes with the first page for the network. */
function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * docs/spec/flow/screens.md#newaccount/docs/spec/flow/states.md: the intro shown first on the entry screen, with the brand's video in its desktop or mobile variant
 * (docs/spec/flow/screens.md#newaccount, `newAccount_M`). The video loads nothing until it plays (`preload="none"`: the first page stays small);
 * once the page has loaded it plays once, muted, by itself — at most 5 s, with controls (WCAG 2.2.2) — except for
 * an applicant who prefers reduced motion or saves data. When it cannot play (docs/spec/flow/errors.md#unknown-callbacks-and-video "a video failure handler
 * exists") its still image takes its place with a note saying so, never a broken box. The bundled videos have no
 * speech: they are described in words instead of captioned. A returning visitor (docs/spec/flow/entities.md's local-storage flag) is
 * offered "Log in" first (before "Start") and no video: they have seen it.
 */
export function IntroPanel({ onStart, video, returning = false }: { onStart(): void; video?: BrandConfig['introVideo']; returning?: boolean }) {
  const { t } = useLingui();
  const { locale } = useFlow();
  const device = useDevice((s) => s.kind);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const media = returning ? null : introMediaFor(video, device);
  const poster = media?.kind === 'poster' ? media.poster : media?.kind === 'video' ? media.video.poster : undefined;
  const playable = media?.kind === 'video' && !failed ? media.video : null;

  const fail = (reason: unknown) => {
    console.warn('The intro video could not play; showing its still image instead', reason);
    setFailed(true);
  };

  useEffect(() => {
    const element = player.current;
    if (!playable || !element) return;
    // The prerendered page's video may have failed before the app took it over (its loader starts the app on the
    // error, tooling/tsup-config/prerender.js): no source left to try is a failure too.
    if (element.error || element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      fail(element.error ?? new Error('No intro video source could play'));
      return;
    }
    if (!mayPlayByItself()) return;
    return afterPageLoad(() => {
      element.play()?.catch((error: unknown) => {
        // The browser's autoplay rule (NotAllowedError) or a pause before it started (AbortError): the still and
        // the controls stay, the applicant can press play. No playable file at all is a failure.
        if (error instanceof DOMException && error.name === 'NotSupportedError') fail(error);
      });
    });
    // Once per video shown: a re-render does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playable?.src, playable?.sources]);

  const sources = playable?.sources ?? [];

  return (
    <section className="onb-intro" aria-labelledby="onb-intro-heading">
      <div id="onb-intro-heading">
        <StepHeading>
          <Trans>Open your trading account</Trans>
        </StepHeading>
      </div>
      {playable ? (
        <>
          <video
            // A browser does not reload a playing element whose <source> children change: the other variant (a window
            // resized past the mobile width) gets an element of its own.
            key={device}
            ref={player}
            className="onb-intro-video"
            src={sources.length ? undefined : playable.src}
            poster={playable.poster}
            width={playable.width}
            height={playable.height}
            aria-label={t`Introduction to opening an account (video without sound)`}
            aria-describedby={playable.captions ? undefined : descriptionId}
            muted
            playsInline
            controls
            preload="none"
            // A file that cannot be decoded, or the single `src` that cannot load. React passes a <source>'s error up
            // to here as well: those count only when the last one fails (below).
            onError={(event) => {
              if (event.target === event.currentTarget) fail(event.currentTarget.error);
            }}
          >
            {sources.map((source, index) => (
              <source
                key={source.src}
                src={source.src}
                type={source.type}
                // The browser tries the sources in order: the last one failing means none could play.
                onError={index === sources.length - 1 ? () => fail(new Error(`No intro video source could play (last: ${source.type})`)) : undefined}
              />
            ))}
            {playable.captions ? <track kind="captions" src={playable.captions} srcLang={toBcp47(locale)} default /> : null}
          </video>
          {playable.captions ? null : (
            <p id={descriptionId} className="of-visually-hidden">
              <Trans>A short animation without speech: the four steps of opening an account light up one after another.</Trans>
            </p>
          )}
        </>
      ) : poster ? (
        <img className="onb-intro-video" src={poster} alt="" width={media?.kind === 'video' ? media.video.width : undefined} height={media?.kind === 'video' ? media.video.height : undefined} />
      ) : null}
      {failed && media?.kind === 'video' ? (
        <p className="onb-aside">
          <Trans>The video could not be played here. It only shows the steps described below, so you miss nothing.</Trans>
        </p>
      ) : null}
      {returning ? (
        <p className="onb-lead">
          <Trans>Welcome back. You have started an application in this browser before: log in to continue where you stopped.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Register, confirm your phone, verify your identity and tell us about yourself. Keep an identity document at
          hand.
        </Trans>
      </p>
      {returning ? (
        <Link to={ROUTE_PATHS.newLogin} className="of-button of-button--primary">
          <span className="of-button__label">
            <Trans>Log in</Trans>
          </span>
        </Link>
      ) : null}
      <Button variant={returning ? 'secondary' : 'primary'} onClick={onStart}>
        <Trans>Start</Trans>
      </Button>
    </section>
  );
}

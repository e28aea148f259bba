import { Trans, useLingui } from '@lingui/react/macro';
import type { CaptureCondition } from '../../core/enumerations';

/** The capture conditions that are warnings (docs/spec/widget/screens.md), in the order they are worth fixing. */
const WARNINGS = ['DOCUMENT_NOT_IN_FRAME', 'LOW_RESOLUTION', 'GLARE_DETECTED', 'BLUR_DETECTED'] as const satisfies readonly CaptureCondition[];
type Warning = (typeof WARNINGS)[number];

/**
 * docs/spec/widget/screens.md capture-condition warnings, each a detail and a hint. One polite live region that always exists (a
 * region added together with its text is often not read); only the most pressing warning is shown, so a
 * screen reader is not flooded while the conditions change frame by frame.
 */
export function CaptureWarnings({ warnings, capturing }: { warnings: readonly CaptureCondition[]; capturing: boolean }) {
  const { t } = useLingui();
  const texts: Record<Warning, { detail: string; hint: string }> = {
    DOCUMENT_NOT_IN_FRAME: { detail: t`Document not in frame`, hint: t`Fit all four corners of the document inside the frame.` },
    LOW_RESOLUTION: { detail: t`Document too far`, hint: t`Move the camera closer to the document.` },
    GLARE_DETECTED: { detail: t`Glare detected`, hint: t`Move away from direct light or tilt the document slightly.` },
    BLUR_DETECTED: { detail: t`The picture is blurred`, hint: t`Hold still and let the camera focus.` },
  };
  const first = WARNINGS.find((warning) => warnings.includes(warning));
  return (
    <div className="idscan-warnings" aria-live="polite">
      {first ? (
        <p className="idscan-warning" key={first} data-warning={first}>
          <strong className="idscan-warning__detail">{texts[first].detail}</strong>{' '}
          <span className="idscan-warning__hint">{texts[first].hint}</span>
        </p>
      ) : capturing ? (
        <p className="idscan-warning idscan-warning--ok">
          <Trans>Hold still, taking the photo…</Trans>
        </p>
      ) : null}
    </div>
  );
}

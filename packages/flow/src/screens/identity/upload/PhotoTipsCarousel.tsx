import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '@onboarding/form-fields';

/** docs/spec/flow/screens.md#upload-document upload page "photo-tips carousel" (docs/spec/flow/constants.md#capture: 1.3 slides, spacing 20 — form-fields' Carousel). */
export function PhotoTipsCarousel() {
  const { t } = useLingui();
  return (
    <Carousel label={t`Tips for a good photo`}>
      <div className="onb-tip">
        <p className="onb-tip__title">
          <Trans>Good light</Trans>
        </p>
        <p>
          <Trans>Daylight or a bright room; no flash, no lamp shining on the document.</Trans>
        </p>
      </div>
      <div className="onb-tip">
        <p className="onb-tip__title">
          <Trans>The whole document</Trans>
        </p>
        <p>
          <Trans>Keep all four corners inside the frame, with a little space around them.</Trans>
        </p>
      </div>
      <div className="onb-tip">
        <p className="onb-tip__title">
          <Trans>Hold still</Trans>
        </p>
        <p>
          <Trans>Rest your elbows on the table and wait until the picture is sharp.</Trans>
        </p>
      </div>
      <div className="onb-tip">
        <p className="onb-tip__title">
          <Trans>Dark background</Trans>
        </p>
        <p>
          <Trans>Put the document on a plain, dark surface so its edges stand out.</Trans>
        </p>
      </div>
    </Carousel>
  );
}

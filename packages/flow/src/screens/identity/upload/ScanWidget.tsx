import '@onboarding/idscan-widget/styles.css';
import { useLingui } from '@lingui/react/macro';
import type { CaptureStep, IdscanWidgetProps } from '@onboarding/idscan-widget';
import { scanJourneySteps } from '@onboarding/realform-api';
import { Loader } from '@onboarding/form-fields';
import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '../../../routing/lazyScreen';

// docs/architecture.md#loading-on-demand, issue 7 budget: the widget is a chunk of its own, loaded only when an upload step shows it.
const IdscanWidget = lazy(() => withChunkTimeout(() => import('@onboarding/idscan-widget')).then((module) => ({ default: module.IdscanWidget })));

/**
 * docs/spec/flow/entities.md#document-type "Document type (first form)": a passport has one side to capture, an ID card (and other documents) two; then a
 * selfie, which the scan backend compares with the document's portrait. The server opens the journey with the same
 * steps (`scanJourneySteps`) and judges every one of them.
 */
export function captureStepsFor(documentType: string | null): readonly CaptureStep[] {
  return scanJourneySteps(documentType);
}

/**
 * The camera container of the upload step (docs/spec/flow/screens.md#upload-document): the identity-verification widget for one journey (a new
 * journey is a new `journeyId`, so a new widget). The flow routes on its own after the journey, so the widget's
 * own results screen is off.
 */
export function ScanWidget(props: IdscanWidgetProps) {
  const { t } = useLingui();
  return (
    <div className="onb-scan">
      <Suspense fallback={<Loader label={t`Preparing the camera…`} showLabel />}>
        <IdscanWidget key={props.journeyId} showResults={false} {...props} />
      </Suspense>
    </div>
  );
}

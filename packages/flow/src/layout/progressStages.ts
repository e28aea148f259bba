import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoutedStepName } from '../routing/routePaths';

/** A stage of the application the progress indicator counts: its name and the steps of the route map it covers. */
export interface ProgressStage {
  label: MessageDescriptor;
  steps: readonly RoutedStepName[];
}

/**
 * The application's stages in the order the applicant meets them (docs/spec/flow/routes.md#route-table route map; the same order as the analytics
 * step numbers of @onboarding/tracking). The entry, login and restart screens come before the application and the
 * outcome screens (denied, account open, client zone, documents) after it: they are not counted and show no
 * indicator. Variants of one screen (desktop/mobile, front/back, the upload outcomes, the hand-off) share a stage.
 */
export const PROGRESS_STAGES: readonly ProgressStage[] = [
  { label: msg`Contact details`, steps: ['desktopSms', 'confirmEmail'] },
  {
    label: msg`Identity document`,
    steps: [
      'dataUploadChoice',
      'mobileDesktopChoice',
      'mobileSms',
      'uploadPhone',
      'uploadQR',
      'desktopDocumentChoice',
      'mobileDocumentChoice',
      'howToTakePicture',
      'desktopDocumentUpload',
      'desktopDocumentUploadBack',
      'mobileDocumentUpload',
      'mobileDocumentUploadBack',
      'cameraPermissionDenied',
      'cameraBlankFeedDetected',
      'mobileDesktopIsCompleted',
      'mobileReturnToDesktop',
      'uploadSucceeded',
      'uploadFailed',
      'uploadException',
    ],
  },
  { label: msg`Personal details`, steps: ['personalDataConfirm'] },
  { label: msg`Address`, steps: ['addressDetails'] },
  { label: msg`Tax residence`, steps: ['taxOfficeDetails'] },
  { label: msg`Currency`, steps: ['currencyChoice'] },
  { label: msg`Declarations`, steps: ['declarationAcceptance'] },
  { label: msg`Financial situation`, steps: ['riskAssessment'] },
  { label: msg`Summary`, steps: ['summaryAndPaymentChoice'] },
];

/** Where a step stands in the application: its stage (1-based), the number of stages and the stage's name. */
export interface StepPosition {
  current: number;
  total: number;
  label: MessageDescriptor;
}

/** The position of a step name (a trailing `_M` of a mobile variant is ignored), or `undefined` for a step outside the count. */
export function stepPosition(stepName: string): StepPosition | undefined {
  const name = stepName.endsWith('_M') ? stepName.slice(0, -2) : stepName;
  const index = PROGRESS_STAGES.findIndex((stage) => (stage.steps as readonly string[]).includes(name));
  if (index < 0) return undefined;
  const stage = PROGRESS_STAGES[index]!;
  return { current: index + 1, total: PROGRESS_STAGES.length, label: stage.label };
}

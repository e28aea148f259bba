import type { RealformClient } from '@onboarding/realform-api';
import type { CameraProblem } from './useScanJourney';

/** The step names the flow spec gives the camera problems (docs/spec/flow/screens.md#upload-document, docs/spec/flow/errors.md). */
export const CAMERA_PROBLEM_STEPS = { permissionDenied: 'cameraPermissionDenied', blankFeed: 'cameraBlankFeedDetected' } as const satisfies Record<CameraProblem, string>;

/**
 * docs/spec/flow/errors.md#camera: "Camera permission denied: … cameraPermissionDenied sent plus an analytics event. Blank feed:
 * cameraBlankFeedDetected sent." Sent to the identity-verification statistics (site/gbg-stats, best effort); the
 * analytics event is the step event of the problem's own step name, which the screen navigates to.
 */
export function reportCameraProblem(client: Pick<RealformClient, 'call'>, problem: CameraProblem, journeyId: string | undefined): void {
  client
    .call('gbgStats', { status: CAMERA_PROBLEM_STEPS[problem], ...(journeyId ? { journeyId } : {}) })
    .catch((error: unknown) => console.warn('Camera problem not reported', error));
}

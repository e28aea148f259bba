import type { RealformClient } from '@onboarding/realform-api';
import type { CameraProblem } from './useScanJourney';

/** The step names S0 gives the camera problems (S0 §2, §8). */
export const CAMERA_PROBLEM_STEPS = { permissionDenied: 'cameraPermissionDenied', blankFeed: 'cameraBlankFeedDetected' } as const satisfies Record<CameraProblem, string>;

/**
 * S0 §8: "Camera permission denied: … cameraPermissionDenied sent plus an analytics event. Blank feed:
 * cameraBlankFeedDetected sent." Sent to the identity-verification statistics (site/gbg-stats, best effort); the
 * analytics event is the step event of the problem's own step name, which the screen navigates to.
 */
export function reportCameraProblem(client: Pick<RealformClient, 'call'>, problem: CameraProblem, journeyId: string | undefined): void {
  client
    .call('gbgStats', { status: CAMERA_PROBLEM_STEPS[problem], ...(journeyId ? { journeyId } : {}) })
    .catch((error: unknown) => console.warn('Camera problem not reported', error));
}

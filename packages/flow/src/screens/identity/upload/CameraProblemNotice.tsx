import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import type { CameraProblem } from './useScanJourney';

/**
 * The states of docs/spec/flow/errors.md#camera's camera problems, in place of the camera: "Camera permission denied: no-permissions state"
 * and the blank feed. Both say what to do, offer the camera again, and leave the file upload below as the way on.
 */
export function CameraProblemNotice({ problem, onTryAgain }: { problem: CameraProblem; onTryAgain(): void }) {
  return (
    <div className="onb-notice" data-kind="warning">
      <h2 className="onb-subheading">
        {problem === 'permissionDenied' ? <Trans>The camera is blocked</Trans> : <Trans>Your camera shows only a black picture</Trans>}
      </h2>
      {problem === 'permissionDenied' ? (
        <p>
          <Trans>
            Your browser did not allow this page to use the camera. Allow the camera in the browser's site settings
            (usually the icon next to the address), then try again — or upload a photo of your document below.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Close other apps that may be using the camera, check that nothing covers the lens, then try again — or
            upload a photo of your document below.
          </Trans>
        </p>
      )}
      <Button variant="secondary" onClick={onTryAgain}>
        <Trans>Try the camera again</Trans>
      </Button>
    </div>
  );
}

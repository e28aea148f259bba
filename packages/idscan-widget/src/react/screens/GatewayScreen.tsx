import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';

/** Props of {@link GatewayScreen}. */
export interface GatewayScreenProps {
  /**
   * "Enable camera": in the widget, the instructions come next, and the camera is opened (so the browser asks for
   * permission, when it has not been given yet) once they are confirmed.
   */
  onEnableCamera(): void;
  /** "Cancel journey". */
  onCancel(): void;
  /** While the browser's permission prompt is open: the button waits. @default false */
  busy?: boolean;
}

/**
 * docs/spec/widget/screens.md#gateway gateway: enable the camera or cancel the journey. Said before the browser's own prompt, so the user
 * knows why it appears (docs/spec/flow/screens.md#upload-document: "a camera-permission welcome prompt precedes capture"), and
 * when: the instructions come first (docs/spec/widget/screens.md#instructions), and the browser may not ask at all when the camera
 * was allowed before.
 */
export function GatewayScreen({ onEnableCamera, onCancel, busy = false }: GatewayScreenProps) {
  const { t } = useLingui();
  return (
    <Screen title={t`Allow access to your camera`}>
      <p>
        <Trans>
          We need your camera to take photos of your documents. After a short guide to taking a good photo, your browser may ask
          for permission to use the camera: choose Allow.
        </Trans>
      </p>
      <div className="idscan-actions">
        <Button onClick={onEnableCamera} disabled={busy}>
          {busy ? t`Waiting for permission…` : t`Enable camera`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel journey`}
        </Button>
      </div>
    </Screen>
  );
}

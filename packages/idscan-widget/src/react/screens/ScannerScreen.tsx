import { useLingui } from '@lingui/react/macro';
import type { ScannerState } from '../../core/enumerations';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { Spinner } from '../ui/Spinner';

/** Props of {@link ScannerScreen}. */
export interface ScannerScreenProps {
  state: ScannerState;
  /** "Register scanner": connect this session to the scanner. */
  onRegister(): void;
  /** "Release scanner": free it for another session. */
  onRelease(): void;
}

/** Scanner states in which this session holds no scanner, so it can only register one. */
const UNREGISTERED: readonly ScannerState[] = ['NOT_CONNECTED', 'DISCONNECTED', 'OFFLINE'];
/** Scanner states that pass by themselves: shown with a spinner. */
const WORKING: readonly ScannerState[] = ['PROCESSING', 'SCANNING', 'WAITING', 'LOADING'];

/** docs/spec/widget/screens.md#scanner, docs/spec/widget/states.md#scanner-states scanner: every scanner state, with register and release. */
export function ScannerScreen({ state, onRegister, onRelease }: ScannerScreenProps) {
  const { t } = useLingui();
  const texts: Record<ScannerState, { status: string; hint: string }> = {
    AVAILABLE: { status: t`Scanner ready`, hint: t`Place your document on the scanner.` },
    PROCESSING: { status: t`Processing the scan…`, hint: t`Leave the document on the scanner.` },
    SCANNING: { status: t`Scanning…`, hint: t`Do not move the document.` },
    DISCONNECTED: { status: t`Scanner disconnected`, hint: t`Reconnect the scanner, then register it again.` },
    NOT_CONNECTED: { status: t`No scanner connected`, hint: t`Connect a scanner to this computer, then register it.` },
    OFFLINE: { status: t`Scanner offline`, hint: t`Check that the scanner is switched on, then register it again.` },
    BUSY: { status: t`Scanner busy`, hint: t`Another session is using the scanner. Wait, or release it.` },
    WAITING: { status: t`Waiting for the scanner…`, hint: t`This can take a few seconds.` },
    LOADING: { status: t`Loading the scanner…`, hint: t`This can take a few seconds.` },
  };
  const { status, hint } = texts[state];
  const working = WORKING.includes(state);
  return (
    <Screen title={t`Scan your document`}>
      <div className="idscan-scanner" data-state={state}>
        {working ? (
          <Spinner>{status}</Spinner>
        ) : (
          <p className="idscan-scanner__status" role="status">
            {status}
          </p>
        )}
        <p>{hint}</p>
      </div>
      <div className="idscan-actions">
        {UNREGISTERED.includes(state) ? (
          <Button onClick={onRegister}>{t`Register scanner`}</Button>
        ) : (
          <Button variant="secondary" onClick={onRelease} disabled={state === 'LOADING'}>
            {t`Release scanner`}
          </Button>
        )}
      </div>
    </Screen>
  );
}

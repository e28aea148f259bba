import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@onboarding/form-fields';
import { confirmMobileHandoff, isStepName, newDeviceId, type ConfirmMobileHandoffResult, type RealformClient, type TokenStore } from '@onboarding/realform-api';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { isRoutedStep, ROUTE_PATHS } from '../../../routing/routePaths';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import type { PhoneLink } from '../shared/phoneLink';
import { showGlobalError } from '../shared/showGlobalError';

/** This tab's device id (kept for the tab's life), so a reload while confirming is the same phone to the server. */
export const DEVICE_ID_STORAGE_KEY = 'onboarding.deviceId';

function tabDeviceId(): string {
  try {
    const stored = sessionStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored) return stored;
    const created = newDeviceId();
    sessionStorage.setItem(DEVICE_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return newDeviceId();
  }
}

// One confirmation per link and page: React's development double mount must not confirm twice (the second
// confirmation would sign out the session the first one got).
const confirmations = new Map<string, Promise<ConfirmMobileHandoffResult>>();

function confirmOnce(client: RealformClient, tokenStore: TokenStore, link: PhoneLink): Promise<ConfirmMobileHandoffResult> {
  let pending = confirmations.get(link.token);
  if (!pending) {
    pending = confirmMobileHandoff(client, tokenStore, link.token, { deviceId: tabDeviceId() });
    confirmations.set(link.token, pending);
    // A timeout may be tried again with the same link.
    void pending.then((result) => result.outcome === 'timeout' && confirmations.delete(link.token));
  }
  return pending;
}

/**
 * The phone side of the hand-off (docs/spec/flow/routes.md#query-parameters "token together with mobile or qrCode verifies the token and continues the
 * mobile upload"; docs/spec/flow/states.md#mobile-qr-page "Mobile QR page: polls the scan-confirm call every 1 s, stopping on success or after
 * 10 s"). The link's token is confirmed, the phone gets its own session and goes to the step the server names
 * (the document selection); a link that is expired, unknown or opened on another device goes to restart (docs/spec/flow/errors.md#global-error).
 */
export function PhoneLinkScreen({ link }: { link: PhoneLink }) {
  const { t } = useLingui();
  const { client, tokenStore } = useFlow();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    let current = true;
    void confirmOnce(client, tokenStore, link).then(async (result) => {
      if (!current) return;
      if (result.outcome === 'timeout') {
        setTimedOut(true);
        return;
      }
      // A new application on this phone: nothing typed for another one may leak into it.
      useDraftStore.getState().reset();
      useFieldErrorsStore.getState().clearAll();
      if (result.outcome === 'restart') {
        if (result.response.globalError) showGlobalError(result.response.globalError);
        await navigate({ to: ROUTE_PATHS.restart, state: { stepName: 'restart' }, replace: true });
        return;
      }
      useDraftStore.getState().update({ handoffPhone: link.channel });
      const next = result.response.next && isStepName(result.response.next) && isRoutedStep(result.response.next) ? result.response.next : 'mobileDocumentChoice';
      // Replacing the entry drops the link from the history: Back does not confirm it again.
      await navigate({ to: ROUTE_PATHS[next], state: { stepName: next }, replace: true });
    });
    return () => {
      current = false;
    };
  }, [client, tokenStore, link, navigate, attempt]);

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Connecting your phone</Trans>
      </StepHeading>
      {timedOut ? (
        <>
          <p role="alert">
            <Trans>We could not connect your phone. Check your internet connection and try again.</Trans>
          </p>
          <Button
            variant="primary"
            onClick={() => {
              setTimedOut(false);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        <Loader label={t`Checking the link from your computer…`} showLabel />
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader } from '@onboarding/form-fields';
import { AUTO_LOGIN_PATH } from '@onboarding/realform-api';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import {
  CLIENT_ZONE_AUTO_FORM_MS,
  CLIENT_ZONE_SECOND_HEADLINE_MS,
  CLIENT_ZONE_TOKEN_POLL_MS,
  GO_TO_CLIENT_ZONE_DELAY_MS,
} from '../../../constants';
import { StepHeading } from '../../../layout/StepHeading';
import { OutcomeIllustration } from '../../identity/shared/OutcomeIllustration';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { AutoLoginForm } from './AutoLoginForm';
import { autoLoginUrlParams } from './autoLoginParams';
import { useClientZoneStore } from './clientZoneStore';

export type ClientZoneStep = 'accountOpen' | 'errorsReport' | 'goToClientZone';

/**
 * The hand-over to the client zone (docs/spec/flow/screens.md#client-zone-login "errorsReport / accountOpen / goToClientZone", docs/spec/flow/states.md#client-zone-login "Client zone login",
 * docs/spec/flow/calls.md): a redirect loader whose headline changes after 10 s; after 17 s the automatic login form appears and posts
 * itself once a token exists (checked every 200 ms) — never without one (issue 17: the flow spec's "after 2 s regardless" would
 * post an empty token). accountOpen opens the account and
 * hands over to errorsReport; errorsReport asks for the token when it has none (a reload); goToClientZone, for an
 * applicant already handed over, posts after 2 s.
 */
export function ClientZoneScreen({ step: routeStep }: { step: ClientZoneStep }) {
  const { t } = useLingui();
  // goToClientZone is shown at errorsReport's path (docs/spec/flow/screens.md#client-zone-login names it without one), told apart by the history state.
  const stateStep = useRouterState({ select: (s) => (s.location.state as { stepName?: string }).stepName });
  const step: ClientZoneStep = routeStep === 'errorsReport' && stateStep === 'goToClientZone' ? 'goToClientZone' : routeStep;
  const { client, entryQuery, brand } = useFlow();
  const submit = useDataStepSubmit();
  const token = useClientZoneStore((s) => s.token) ?? entryQuery.UserToken ?? null;
  const autoLoginUrl = useClientZoneStore((s) => s.autoLoginUrl);
  const [secondHeadline, setSecondHeadline] = useState(false);
  const [formShown, setFormShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server's word that the account was handed over already (issue 14 finding 6: once per account): Back from the
  // client zone, or a second tab. Nothing to wait for or retry; the screen says where to log in.
  const [handedOver, setHandedOver] = useState<string | null>(null);
  // The token a post took (the store forgets it then): the form stays, so its button still works if the page stays.
  const [postedToken, setPostedToken] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  const requested = useRef(false);

  const requestToken = async () => {
    setFailed(false);
    const { outcome } = await submit(async () => {
      const response = await client.call(step === 'accountOpen' ? 'accountOpen' : 'errorsReport', {});
      if (response.status === 'error' && response.dataContent?.handedOver) {
        setHandedOver(response.globalError ?? '');
        // Not a failure for the applicant (no banner, no "Try again"): this screen says it in full.
        return { status: 'success' };
      }
      useClientZoneStore.getState().set({ token: response.dataContent?.clientZoneToken, autoLoginUrl: response.dataContent?.autoLoginUrl });
      return response;
    });
    if (outcome === 'failed') setFailed(true);
  };

  useEffect(() => {
    // Once per screen, also under StrictMode's double effects: the account is opened once.
    if (requested.current || (step !== 'accountOpen' && tokenRef.current)) return;
    requested.current = true;
    void requestToken();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  useEffect(() => {
    if (step === 'accountOpen' || handedOver !== null) return;
    if (step === 'goToClientZone') {
      // docs/spec/flow/screens.md#client-zone-login: "goToClientZone (redirects to the client zone after 2 seconds)".
      const timer = window.setTimeout(() => setFormShown(true), GO_TO_CLIENT_ZONE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const headline = window.setTimeout(() => setSecondHeadline(true), CLIENT_ZONE_SECOND_HEADLINE_MS);
    const form = window.setTimeout(() => setFormShown(true), CLIENT_ZONE_AUTO_FORM_MS);
    return () => {
      window.clearTimeout(headline);
      window.clearTimeout(form);
    };
  }, [step, handedOver]);

  useEffect(() => {
    if (!formShown || !token) return;
    const form = formRef.current;
    if (!form) return;
    let posted = false;
    const post = () => {
      // Never an empty token (issue 17): the client zone can only refuse it. The flow spec's "after 2 s regardless" is left out;
      // without a token the loader stays, and a failed request offers "Try again".
      if (posted || !tokenRef.current) return;
      posted = true;
      setPostedToken(tokenRef.current);
      form.submit();
      // The token works once (docs/spec/flow/calls.md#call-table): forgotten once the post has taken it.
      useClientZoneStore.getState().clear();
    };
    if (step === 'goToClientZone') {
      post();
      return;
    }
    // docs/spec/flow/constants.md#timers: checked every 200 ms once the form is there.
    post();
    const poll = window.setInterval(post, CLIENT_ZONE_TOKEN_POLL_MS);
    return () => window.clearInterval(poll);
  }, [formShown, step, token]);

  if (handedOver !== null) {
    return (
      <div className="onb-step onb-outcome">
        <OutcomeIllustration kind="success" />
        <StepHeading>
          <Trans>Your account is open</Trans>
        </StepHeading>
        <p className="onb-lead">{handedOver || <Trans>Log in to the client zone with your client zone details.</Trans>}</p>
        {brand.clientZoneUrl ? (
          <p>
            <a href={brand.clientZoneUrl}>
              <Trans>Log in to the client zone</Trans>
            </a>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="onb-step onb-redirect">
      <StepHeading>{secondHeadline ? <Trans>Almost there: we are preparing your client zone</Trans> : <Trans>We are opening your account</Trans>}</StepHeading>
      <p className="onb-lead" role="status">
        {secondHeadline ? (
          <Trans>This is taking a little longer than usual. Please keep this page open.</Trans>
        ) : (
          <Trans>In a moment we will take you to your client zone.</Trans>
        )}
      </p>
      {failed ? (
        <Button variant="secondary" onClick={() => void requestToken()}>
          <Trans>Try again</Trans>
        </Button>
      ) : (
        <Loader label={t`Opening your client zone…`} />
      )}
      {formShown && (token ?? postedToken) ? (
        <AutoLoginForm ref={formRef} action={autoLoginUrl ?? AUTO_LOGIN_PATH} token={(token ?? postedToken)!} urlParams={autoLoginUrlParams(entryQuery)} />
      ) : null}
    </div>
  );
}

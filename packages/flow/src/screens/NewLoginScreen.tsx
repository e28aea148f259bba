import { Trans, useLingui } from '@lingui/react/macro';
import { EmailField, ErrorSummary, TextField } from '@onboarding/form-fields';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useFlow } from '../api/FlowContext';
import { TIME_TO_FINISH } from '../constants';
import { StepActions } from '../layout/StepActions';
import { StepHeading } from '../layout/StepHeading';
import { ROUTE_PATHS } from '../routing/routePaths';
import { useDraftStore } from '../stores/draftStore';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { useTimeToFinish } from '../stores/progressStore';
import { markReturningVisitor } from '../stores/returningVisitor';
import { useSubmitStep } from '../submit/useSubmitStep';
import { absorbPrefill } from '../submit/absorbPrefill';
import { rememberAccountDocuments } from './shared/accountDocuments';
import { useErrorSummary } from '../validation/useErrorSummary';

/**
 * newLogin and restart share /login (docs/spec/flow/screens.md#newlogin). restart is shown when the session token is missing or invalid: the
 * same form under a heading that says why. docs/spec/flow/validation.md#login: the login button is enabled only when both fields are filled.
 */
export function NewLoginScreen() {
  const { t } = useLingui();
  const { client, brand } = useFlow();
  const isRestart = useRouterState({ select: (s) => (s.location.state as { stepName?: string }).stepName === 'restart' });
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const submitStep = useSubmitStep();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['loginEmail', 'loginPassword']);
  const [password, setPassword] = useState('');
  useTimeToFinish(TIME_TO_FINISH.newLogin);

  const problems = {
    loginEmail: draft.loginEmail.trim() === '' ? 'loginEmail.required' : undefined,
    loginPassword: password === '' ? 'loginPassword.required' : undefined,
  };
  const canSubmit = !problems.loginEmail && !problems.loginPassword;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const outcome = await submitStep(async () => {
      const response = await client.newLogin({ loginEmail: draft.loginEmail.trim(), loginPassword: password });
      // An opened account resumed at the upload of its missing document (issue 17 defect 6): the screens say so.
      rememberAccountDocuments(response);
      // A login in another browser (issue 17): the answers the server holds fill this browser's draft before the step shows.
      absorbPrefill(response.dataContent);
      return response;
    });
    if (outcome === 'failed') focusSummary();
    // docs/spec/flow/entities.md#local-storage-and-cookies's returning-visitor flag: a log-in is an application in this browser too.
    if (outcome === 'navigated') markReturningVisitor();
  };

  return (
    <form className="onb-step" onSubmit={submit} noValidate>
      <StepHeading>{isRestart ? <Trans>Your session has ended</Trans> : <Trans>Log in to continue your application</Trans>}</StepHeading>
      {isRestart ? (
        <p className="onb-lead">
          <Trans>For your security we closed the session. Log in and you will continue where you stopped.</Trans>
        </p>
      ) : null}
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <EmailField
        id="field-loginEmail"
        name="loginEmail"
        label={t`E-mail address`}
        autoComplete="username"
        value={draft.loginEmail}
        error={errors.loginEmail}
        onValueChange={(loginEmail) => {
          setFieldError('loginEmail', null);
          draft.update({ loginEmail });
        }}
      />
      <TextField
        id="field-loginPassword"
        name="loginPassword"
        type="password"
        filter="none"
        autoComplete="current-password"
        label={t`Password`}
        value={password}
        error={errors.loginPassword}
        onValueChange={(value) => {
          setFieldError('loginPassword', null);
          setPassword(value);
        }}
      />
      {/* Only when the broker set the client zone's reminder page (brand settings): no link to nowhere. */}
      {brand.remindPasswordUrl ? (
        <p className="onb-aside">
          <a href={brand.remindPasswordUrl}>
            <Trans>Forgot your password? Remind password</Trans>
          </a>
        </p>
      ) : null}
      <StepActions problems={problems}>
        <Trans>Log in</Trans>
      </StepActions>
      <p className="onb-aside">
        <Trans>
          New here? <Link to={ROUTE_PATHS.newAccount}>Create an account</Link>
        </Trans>
      </p>
    </form>
  );
}

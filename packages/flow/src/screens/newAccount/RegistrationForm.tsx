import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, ConfirmEmailField, EmailField, ErrorSummary, PasswordField } from '@onboarding/form-fields';
import { isValidEmail, passwordRuleResults, type PasswordRule } from '@onboarding/realform-api';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFlow } from '../../api/FlowContext';
import { useBotCheck } from '../../captcha/useBotCheck';
import { StepActions } from '../../layout/StepActions';
import { StepHeading } from '../../layout/StepHeading';
import { ROUTE_PATHS } from '../../routing/routePaths';
import { useDraftStore } from '../../stores/draftStore';
import { useFieldErrorsStore } from '../../stores/fieldErrorsStore';
import { markReturningVisitor } from '../../stores/returningVisitor';
import { useSubmitStep } from '../../submit/useSubmitStep';
import { useValidateOnBlur } from '../../validation/useValidateOnBlur';
import { useErrorSummary } from '../../validation/useErrorSummary';
import { TermsAcceptanceLabel } from './TermsAcceptanceLabel';

/**
 * docs/spec/flow/states.md#entry-flow entry flow 4–5 and docs/spec/flow/validation.md#e-mail: the e-mail is confirmed with a button (enabled only for a valid address) that
 * reveals the confirm-e-mail and password fields; changing the e-mail un-confirms it. Next is enabled only when
 * the addresses match, the password meets all four rules and the terms box is ticked.
 */
export function RegistrationForm() {
  const { t } = useLingui();
  const { client, tracking } = useFlow();
  const botCheck = useBotCheck('new_account');
  const draft = useDraftStore();
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const submitStep = useSubmitStep();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['email', 'confirmEmail', 'password', 'termsAccepted', 'marketingAgreement']);
  const [password, setPassword] = useState('');
  const [termsTouched, setTermsTouched] = useState(false);
  // The confirm button leaves the page when pressed: focus goes on to the field it revealed, not back to <body>
  // (WCAG 2.4.3). Not on a reload that shows the fields at once.
  const focusRepeatField = useRef(false);
  useEffect(() => {
    if (!draft.emailConfirmed || !focusRepeatField.current) return;
    focusRepeatField.current = false;
    document.getElementById('field-confirmEmail')?.focus();
  }, [draft.emailConfirmed]);

  const emailValid = isValidEmail(draft.email);
  const rules = passwordRuleResults(password);
  const ruleLabels: Record<PasswordRule, string> = {
    minLength: t`At least 8 characters`,
    mixedCase: t`Lower-case and upper-case letters`,
    digit: t`At least one digit`,
    special: t`At least one special character, such as ! ? # or %`,
  };
  const ruleList = useMemo(
    () => (Object.keys(ruleLabels) as PasswordRule[]).map((id) => ({ id, label: ruleLabels[id], met: rules[id] })),
    // ruleLabels are recreated each render from `t`; the list only changes with the password or the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [password, t],
  );
  const passwordValid = Object.values(rules).every(Boolean);
  const emailsMatch = draft.confirmEmail.trim().toLowerCase() === draft.email.trim().toLowerCase();
  const residenceCountry = draft.residenceCountry;
  const canSubmit = !!residenceCountry && emailValid && draft.emailConfirmed && emailsMatch && passwordValid && draft.termsAccepted;
  // What the confirm button and Next wait for, listed next to them (issue 18): the conditions above, each with its reason.
  const emailProblem = emailValid ? undefined : draft.email.trim() === '' ? 'email.required' : 'email.invalid';
  const problems = {
    email: emailProblem,
    confirmEmail: emailsMatch ? undefined : draft.confirmEmail.trim() === '' ? 'confirmEmail.required' : 'confirmEmail.mismatch',
    password: passwordValid ? undefined : password === '' ? 'password.required' : 'password.invalid',
    termsAccepted: draft.termsAccepted ? undefined : 'terms.required',
  };

  const confirmMismatch =
    draft.emailConfirmed && draft.confirmEmail.length >= draft.email.length && draft.confirmEmail !== '' && !emailsMatch
      ? t`The addresses do not match. Type the same e-mail address again.`
      : undefined;
  const termsError = termsTouched && !draft.termsAccepted ? t`Tick this box to accept the terms and continue.` : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !residenceCountry) return;
    const outcome = await submitStep(async () => {
      const response = await botCheck.withToken((recaptchaToken) => client.newAccount({
        residenceConfirm: draft.residenceConfirm === true,
        residenceCountry,
        chooseLanguage: draft.chooseLanguage === true,
        email: draft.email.trim(),
        confirmEmail: draft.confirmEmail.trim(),
        password,
        // Issue 18 item 7: the terms box is acceptance of the terms; marketing is the separate box, as ticked.
        termsAccepted: true,
        marketingAgreement: draft.marketingAgreement,
        recaptchaToken,
        ...tracking.newAccountFields(),
      }));
      // A new application: nothing of an earlier one in this browser (Back from its phone step) carries over.
      if (response.status === 'success') useDraftStore.getState().startApplication();
      return response;
    });
    if (outcome === 'failed') focusSummary();
    // docs/spec/flow/entities.md#server-response-fields: this browser now has an application — its next visit offers "Log in" first.
    if (outcome === 'navigated') markReturningVisitor();
  };

  return (
    // The bot check starts with the first interaction, so it is usually done by the time Next is pressed.
    <form className="onb-step" onSubmit={submit} noValidate aria-describedby="onb-register-intro" onFocusCapture={botCheck.prepare} onInputCapture={botCheck.prepare}>
      <StepHeading>
        <Trans>Create your account</Trans>
      </StepHeading>
      <p id="onb-register-intro">
        <Trans>Your e-mail address and password will let you come back and finish later.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <EmailField
        id="field-email"
        name="email"
        label={t`E-mail address`}
        hint={t`You will log in with it if you come back to finish later.`}
        value={draft.email}
        error={errors.email}
        onValueChange={(email) => {
          clear('email');
          draft.update({ email, emailConfirmed: false });
        }}
        onBlur={() => draft.email && validate('email', draft.email.trim())}
      />
      {!draft.emailConfirmed ? (
        <StepActions
          type="button"
          variant="secondary"
          problems={{ email: emailProblem }}
          onClick={() => {
            focusRepeatField.current = true;
            draft.update({ emailConfirmed: true });
          }}
        >
          <Trans>Confirm e-mail address</Trans>
        </StepActions>
      ) : (
        <>
          <ConfirmEmailField
            id="field-confirmEmail"
            name="confirmEmail"
            label={t`Repeat your e-mail address`}
            value={draft.confirmEmail}
            error={errors.confirmEmail ?? confirmMismatch}
            onValueChange={(confirmEmail) => {
              clear('confirmEmail');
              draft.update({ confirmEmail });
            }}
          />
          <PasswordField
            id="field-password"
            name="password"
            label={t`Password`}
            hint={t`Use at least 8 characters with lower-case and upper-case letters, a digit and a special character.`}
            value={password}
            error={errors.password}
            rules={ruleList}
            onValueChange={(value) => {
              clear('password');
              setPassword(value);
            }}
            onBlur={() => password && validate('password', password)}
          />
          <Checkbox
            id="field-termsAccepted"
            name="termsAccepted"
            label={<TermsAcceptanceLabel />}
            // Named by the plain sentence: the links inside the label carry "opens in a new tab" of their own.
            aria-labelledby="field-termsAccepted-name"
            required
            checked={draft.termsAccepted}
            error={errors.termsAccepted ?? termsError}
            onCheckedChange={(checked) => {
              clear('termsAccepted');
              setTermsTouched(true);
              draft.update({ termsAccepted: checked });
            }}
          />
          <span id="field-termsAccepted-name" hidden>
            <TermsAcceptanceLabel plain />
          </span>
          <Checkbox
            id="field-marketingAgreement"
            name="marketingAgreement"
            label={t`I would like to receive marketing information about the broker’s products and services by e-mail and phone (optional).`}
            hint={t`You can withdraw this consent at any time.`}
            checked={draft.marketingAgreement}
            error={errors.marketingAgreement}
            onCheckedChange={(checked) => {
              clear('marketingAgreement');
              draft.update({ marketingAgreement: checked });
            }}
          />
          <StepActions problems={problems} disabled={!canSubmit}>
            <Trans>Next</Trans>
          </StepActions>
        </>
      )}
      <p className="onb-aside">
        <Trans>
          Already started an application? <Link to={ROUTE_PATHS.newLogin}>Log in</Link>
        </Trans>
      </p>
    </form>
  );
}

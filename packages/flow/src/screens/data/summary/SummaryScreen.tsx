import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCY_LABELS, PAYMENT_GATEWAY_LABELS, toBcp47, type Locale, type PaymentGateway } from '@onboarding/dictionaries';
import { Button, ErrorSummary, Loader } from '@onboarding/form-fields';
import { summaryResponseSchema, type StandardResponse, type SummaryResponse } from '@onboarding/realform-api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { isRoutedStep, ROUTE_PATHS } from '../../../routing/routePaths';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { absorbPrefill } from '../../../submit/absorbPrefill';
import { RadioGroupField } from '../shared/RadioGroupField';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { SummaryAnswers } from './SummaryAnswers';

/** The first deposit in the page's language, e.g. "1000,00 zł" or "€250.00". */
export function formatDeposit(locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency }).format(amount);
}

/**
 * summaryAndPaymentChoice, /summary (docs/spec/flow/calls.md#step-calls summary-and-payment-choice; the path is ours, the flow spec lists none): what the
 * applicant entered, in short, each with a way to change it (the data step's screen, whose answer leads back here),
 * then the first deposit when the brand offers one for the account's currency (docs/spec/flow/entities.md#uploads-and-form-data isPaymentAllowed): a gateway of
 * the server's list, whose answer is the `redirect` callback to the gateway's Url plus Query (docs/spec/flow/calls.md#payment-callbacks). Paying is not
 * required to open the account — the deposit can be made later in the client zone — so "Continue without paying" is
 * always there. The page asks the server (get-summary) each time it opens, so after a gateway's return it says
 * whether the last payment went through.
 */
export function SummaryScreen() {
  const { t, i18n } = useLingui();
  const { client, locale } = useFlow();
  const navigate = useNavigate();
  const submit = useDataStepSubmit();
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const [gateway, setGateway] = useState<PaymentGateway | null>(null);
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['paymentGateway']);
  const failureRef = useRef<HTMLDivElement>(null);

  const summary = useQuery({
    queryKey: ['getSummary'],
    // The client's call table reads the standard fields only (its size budget); the payment offer is read here.
    queryFn: async (): Promise<SummaryResponse> => {
      const answer = await client.call('getSummary', {});
      const parsed = v.safeParse(summaryResponseSchema, answer);
      return parsed.success ? parsed.output : { ...answer, payment: undefined };
    },
    // The server's answer after a return from a gateway, never a cached one.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const answer = summary.data;

  useEffect(() => {
    if (!answer) return;
    // Out of turn (the browser's Back after account-open, a second tab): where the application is.
    if (answer.status === 'error' && answer.next && isRoutedStep(answer.next)) {
      void navigate({ to: ROUTE_PATHS[answer.next], state: { stepName: answer.next }, replace: true });
      return;
    }
    // The stored answers go into the drafts, so "Change" opens each step with them (also after a login elsewhere).
    absorbPrefill(answer.dataContent);
  }, [answer, navigate]);

  const offer = answer?.status === 'success' ? answer.payment : undefined;
  const failed = offer?.lastResult === 'failed';
  useEffect(() => {
    // A failed payment is what the applicant came back to: say it first (WCAG 2.4.3, 4.1.3).
    if (failed) failureRef.current?.focus();
  }, [failed]);

  if (summary.isPending || !answer || (answer.status === 'error' && answer.next)) {
    return (
      <div className="onb-step">
        <Loader label={t`Loading your answers`} />
      </div>
    );
  }
  if (answer.status !== 'success') {
    return (
      <div className="onb-step">
        <StepHeading>
          <Trans>Check your answers</Trans>
        </StepHeading>
        <p className="onb-notice" data-kind="warning" role="alert">
          {answer.globalError ?? t`We could not load your answers. Reload the page to try again.`}
        </p>
      </div>
    );
  }

  const send = async (body: { paymentGateway: PaymentGateway } | { withoutPayment: true }) => {
    const { outcome } = await submit(() => client.call('summaryAndPaymentChoice', body) as Promise<StandardResponse>);
    if (outcome === 'failed') focusSummary();
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (gateway === null) {
      setFieldError('paymentGateway', t`Choose a payment method.`);
      focusSummary();
      return;
    }
    await send({ paymentGateway: gateway });
  };

  const deposit = offer?.isPaymentAllowed && offer.amount !== undefined && offer.currency ? formatDeposit(locale, offer.amount, offer.currency) : null;
  const gateways = (offer?.gateways ?? []).map(({ id }) => id).filter((id): id is PaymentGateway => Object.hasOwn(PAYMENT_GATEWAY_LABELS, id));

  return (
    <div className="onb-step onb-summary">
      <StepHeading>
        <Trans>Check your answers</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Check what you have told us. You can change an answer before we open your account.</Trans>
      </p>
      <SummaryAnswers data={answer.dataContent ?? {}} currencyLabel={(id) => (Object.hasOwn(CURRENCY_LABELS, id) ? i18n._(CURRENCY_LABELS[id as 1]) : null)} />

      {deposit && gateways.length > 0 ? (
        <form className="onb-summary__payment" onSubmit={pay} noValidate aria-labelledby="onb-summary-payment">
          <h2 id="onb-summary-payment">
            <Trans>Your first deposit</Trans>
          </h2>
          {failed ? (
            <div ref={failureRef} tabIndex={-1} className="onb-notice" data-kind="warning" role="alert">
              <p>
                <Trans>Your payment was not completed and nothing was charged. Choose a payment method to try again, or continue without paying.</Trans>
              </p>
            </div>
          ) : null}
          <p>
            <Trans>
              You can fund your account now with {deposit}, or later in the client zone. Your account is opened either way.
            </Trans>
          </p>
          <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
          <RadioGroupField<PaymentGateway>
            id="field-paymentGateway"
            name="paymentGateway"
            label={t`Payment method`}
            options={gateways.map((id) => ({ value: id, label: i18n._(PAYMENT_GATEWAY_LABELS[id]) }))}
            value={gateway}
            error={errors.paymentGateway}
            onValueChange={(choice) => {
              setFieldError('paymentGateway', null);
              setGateway(choice);
            }}
          />
          <div className="onb-actions">
            <Button type="submit" variant="primary">
              <Trans>Pay {deposit}</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => void send({ withoutPayment: true })}>
              <Trans>Continue without paying</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className="onb-actions">
          <Button type="button" variant="primary" onClick={() => void send({ withoutPayment: true })}>
            <Trans>Next</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

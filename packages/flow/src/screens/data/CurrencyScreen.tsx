import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCY_LABELS, currenciesFor, optionsWithLabels, type Currency } from '@onboarding/dictionaries';
import { ErrorSummary, Select } from '@onboarding/form-fields';
import { useFlow } from '../../api/FlowContext';
import { StepActions } from '../../layout/StepActions';
import { StepHeading } from '../../layout/StepHeading';
import { useDraftStore } from '../../stores/draftStore';
import { useFieldErrorsStore } from '../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../validation/useErrorSummary';
import { useDataStepSubmit } from '../../submit/useDataStepSubmit';

/**
 * currencyChoice, /currency (docs/spec/flow/screens.md#currencychoice: one select): the account's currency among those of the locale (docs/spec/flow/validation.md#currency: no CZK in
 * Polish). The answer names the consents the declarations step shows next (docs/spec/flow/entities.md#server-response-fields), which the submit keeps.
 */
export function CurrencyScreen() {
  const { t, i18n } = useLingui();
  const { client, locale } = useFlow();
  const currencyChoice = useDraftStore((s) => s.currencyChoice);
  const errors = useFieldErrorsStore((s) => s.errors);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const submit = useDataStepSubmit();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(['currencyChoice']);
  const offered = currenciesFor(locale);
  const value = offered.includes(currencyChoice as Currency) ? (currencyChoice as Currency) : null;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    const { outcome } = await submit(() => client.call('currencyChoice', { currencyChoice: value }));
    if (outcome === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={send} noValidate>
      <StepHeading>
        <Trans>Choose the currency of your account</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Your account will be kept in this currency. You can trade instruments in other currencies too.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <Select<Currency>
        id="field-currencyChoice"
        name="currencyChoice"
        label={t`Account currency`}
        options={optionsWithLabels(offered, CURRENCY_LABELS, i18n)}
        value={value}
        error={errors.currencyChoice}
        onValueChange={(choice) => {
          setFieldError('currencyChoice', null);
          useDraftStore.getState().update({ currencyChoice: choice });
        }}
      />
      <StepActions problems={{ currencyChoice: value === null ? 'currencyChoice.required' : undefined }}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}

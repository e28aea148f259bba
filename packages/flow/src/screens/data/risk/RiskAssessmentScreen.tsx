import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_STATUS_LABELS,
  EMPLOYMENT_STATUSES,
  INCOME_SOURCE_LABELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  optionsWithLabels,
  POSITION_LEVEL_LABELS,
  POSITION_LEVELS,
  riskFieldsShownFor,
  sourceOfFundsOptionsFor,
  wealthBandOptions,
  type EmploymentStatus,
  type IncomeSource,
  type Industry,
  type PositionLevel,
  type WealthBand,
  type WealthBandCurrency,
} from '@onboarding/dictionaries';
import { ErrorSummary, Select } from '@onboarding/form-fields';
import { riskAssessmentProblems, type RiskAssessmentInput } from '@onboarding/realform-api';
import { useFlow } from '../../../api/FlowContext';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { useTranslationList } from './useTranslationList';

const FIELDS = ['employmentStatus', 'natureOfBusiness', 'position', 'sourceOfFunds', 'income', 'savings'] as const;

/**
 * docs/spec/flow/states.md#risk-assessment "Risk assessment": a status without work (unemployed, retired, student without employment) clears the
 * nature of business and the position; a source of funds the new status does not offer (docs/spec/flow/validation.md#risk-assessment) is cleared too.
 */
export function editRiskAssessment(current: RiskAssessmentInput, patch: Partial<RiskAssessmentInput>): RiskAssessmentInput {
  const next = { ...current, ...patch };
  const status = next.employmentStatus as EmploymentStatus | null | undefined;
  if (status && 'employmentStatus' in patch) {
    const shown = riskFieldsShownFor(status);
    if (!shown.includes('natureOfBusiness')) next.natureOfBusiness = null;
    if (!shown.includes('position')) next.position = null;
    if (next.sourceOfFunds && !sourceOfFundsOptionsFor(status).includes(next.sourceOfFunds as IncomeSource)) next.sourceOfFunds = null;
  }
  return next;
}

/**
 * riskAssessment, /risk-assessment (docs/spec/flow/screens.md#riskassessment, docs/spec/flow/entities.md#employment-status, docs/spec/flow/validation.md): employment status; nature of business and position for working
 * applicants only; source of funds (the options the status allows, labelled from the `sourceEarnings` translation
 * list, docs/spec/flow/calls.md#translations); income; savings. Next is enabled once every select holds a valid answer.
 */
export function RiskAssessmentScreen() {
  const { t, i18n } = useLingui();
  const { client, locale, brand } = useFlow();
  // Issue 18 item 9: amounts in the brand's currency (złoty on the Polish brand); the values stay the flow spec's band codes.
  const bandCurrency: WealthBandCurrency = brand.brand === 'pl' ? 'PLN' : 'EUR';
  const data = useDraftStore((s) => s.riskAssessment) ?? {};
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const submit = useDataStepSubmit();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(FIELDS);
  const sourceEarnings = useTranslationList(locale, 'sourceEarnings');

  const status = (data.employmentStatus as EmploymentStatus | null | undefined) ?? null;
  const shown = status ? riskFieldsShownFor(status) : [];
  const sourceLabel = (value: IncomeSource) => sourceEarnings?.find((entry) => entry.value === value)?.label ?? i18n._(INCOME_SOURCE_LABELS[value]);
  const sources = (status ? sourceOfFundsOptionsFor(status) : []).map((value) => ({ value, label: sourceLabel(value) }));
  const problems = riskAssessmentProblems(data);
  const canSubmit = Object.values(problems).every((problem) => problem === undefined);

  const choose = <K extends (typeof FIELDS)[number]>(name: K) => (value: string) => {
    clear(name);
    useDraftStore.getState().update({ riskAssessment: editRiskAssessment(useDraftStore.getState().riskAssessment ?? {}, { [name]: value }) });
    void validate(name, value);
  };
  const selected = <V extends string>(name: (typeof FIELDS)[number]) => (data[name] as V | null | undefined) ?? null;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const { outcome } = await submit(() => client.call('riskAssessment', data));
    if (outcome === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={send} noValidate>
      <StepHeading>
        <Trans>Your financial situation</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>The law requires us to ask these questions so that we can judge whether our services suit you.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <Select<EmploymentStatus>
        id="field-employmentStatus"
        name="employmentStatus"
        label={t`Employment status`}
        options={optionsWithLabels(EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS, i18n)}
        value={status}
        error={errors.employmentStatus}
        onValueChange={choose('employmentStatus')}
      />
      {shown.includes('natureOfBusiness') ? (
        <Select<Industry>
          id="field-natureOfBusiness"
          name="natureOfBusiness"
          label={t`Industry you work in`}
          options={optionsWithLabels(INDUSTRIES, INDUSTRY_LABELS, i18n)}
          value={selected<Industry>('natureOfBusiness')}
          error={errors.natureOfBusiness}
          onValueChange={choose('natureOfBusiness')}
        />
      ) : null}
      {shown.includes('position') ? (
        <Select<PositionLevel>
          id="field-position"
          name="position"
          label={t`Position`}
          options={optionsWithLabels(POSITION_LEVELS, POSITION_LEVEL_LABELS, i18n)}
          value={selected<PositionLevel>('position')}
          error={errors.position}
          onValueChange={choose('position')}
        />
      ) : null}
      <Select<IncomeSource>
        id="field-sourceOfFunds"
        name="sourceOfFunds"
        label={t`Main source of the money you will invest`}
        hint={status ? undefined : t`Choose your employment status first.`}
        disabled={status === null}
        options={sources}
        value={selected<IncomeSource>('sourceOfFunds')}
        error={errors.sourceOfFunds}
        onValueChange={choose('sourceOfFunds')}
      />
      <Select<WealthBand>
        id="field-income"
        name="income"
        label={t`Yearly income`}
        options={wealthBandOptions('income', bandCurrency, locale, i18n)}
        value={selected<WealthBand>('income')}
        error={errors.income}
        onValueChange={choose('income')}
      />
      <Select<WealthBand>
        id="field-savings"
        name="savings"
        label={t`Savings and investments`}
        options={wealthBandOptions('savings', bandCurrency, locale, i18n)}
        value={selected<WealthBand>('savings')}
        error={errors.savings}
        onValueChange={choose('savings')}
      />
      <StepActions problems={problems}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}

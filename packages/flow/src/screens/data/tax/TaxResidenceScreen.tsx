import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTRY_CODES, FIXED_TAX_OFFICE_ID, sortCountries, TAX_RESIDENCE_FLAG_LABELS, TAX_RESIDENCE_FLAG_VALUES, TAX_RESIDENCE_FLAGS, type TaxResidenceFlag } from '@onboarding/dictionaries';
import { Button, ErrorSummary } from '@onboarding/form-fields';
import { MAX_TAX_RESIDENCES, taxResidencesProblems, type TaxResidencesInput } from '@onboarding/realform-api';
import { useEffect, useMemo } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { useDictionaries } from '../../../api/useDictionaries';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { RadioGroupField } from '../shared/RadioGroupField';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { TaxResidenceFields } from './TaxResidenceFields';
import { addResidence, editResidence, fieldName, openPrefixes, removeResidence, residenceValues, taxResidenceFlagFor, TAX_RESIDENCE_PREFIXES } from './taxResidenceRules';
import { withServerOffices } from './serverOfficeProblems';

const FIELD_ORDER = [
  'taxResidenceFlag',
  ...TAX_RESIDENCE_PREFIXES.flatMap((prefix) =>
    (['TaxCountry', 'PolandTaxOfficeId', 'PolandTaxResidentPesel', 'TinNumber', 'NoTinNumber', 'NoTinNumberReason', 'NoTinNumberOtherReason'] as const).map(
      (key) => fieldName(prefix, key),
    ),
  ),
];

/**
 * taxOfficeDetails, /tax-residence (docs/spec/flow/screens.md#taxofficedetails, docs/spec/flow/entities.md#tax-residence "Tax residence", docs/spec/flow/states.md#tax-residence, docs/spec/flow/validation.md#residence-and-language): the first tax residence and up to two more
 * (add and remove links; the third only after the second; the add link hides once the third is open), each with a
 * TIN, or a tax office and PESEL for Poland; the fixed Warsaw office for a foreigner living in Poland (flag 2);
 * the disclaimer. Next is enabled once every residence is complete and valid.
 */
export function TaxResidenceScreen() {
  const { t, i18n } = useLingui();
  const { client, locale } = useFlow();
  const stored = useDraftStore((s) => s.taxResidences);
  const citizenship = useDraftStore((s) => s.personalData?.citizenship);
  const pesel = useDraftStore((s) => s.personalData?.pesel);
  const homeCountry = useDraftStore((s) => s.address?.country ?? s.residenceCountry);
  const errors = useFieldErrorsStore((s) => s.errors);
  const clearError = useFieldErrorsStore((s) => s.setField);
  const submit = useDataStepSubmit();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(FIELD_ORDER);
  const countries = useMemo(() => sortCountries(COUNTRY_CODES, locale), [locale]);

  const derivedFlag = taxResidenceFlagFor(citizenship, homeCountry);
  const initial = useMemo<TaxResidencesInput>(() => {
    const firstCountry = derivedFlag === TAX_RESIDENCE_FLAGS.FOREIGNER_IN_POLAND ? 'PL' : (homeCountry ?? null);
    return {
      taxResidenceFlag: derivedFlag ?? null,
      addSecondTaxCountry: false,
      addThirdTaxCountry: false,
      firstTaxCountry: firstCountry,
      firstPolandTaxResidentPesel: firstCountry === 'PL' ? (pesel ?? '') : '',
    };
  }, [derivedFlag, homeCountry, pesel]);
  useEffect(() => {
    if (stored === null) useDraftStore.getState().update({ taxResidences: initial });
  }, [stored, initial]);

  const data = stored ?? initial;
  const flag = (data.taxResidenceFlag ?? derivedFlag ?? null) as TaxResidenceFlag | null;
  const update = (change: (current: TaxResidencesInput) => TaxResidencesInput) =>
    useDraftStore.getState().update({ taxResidences: change(useDraftStore.getState().taxResidences ?? data) });
  const open = openPrefixes(data);
  const dictionaries = useDictionaries();
  const fixedOfficeId = flag === TAX_RESIDENCE_FLAGS.FOREIGNER_IN_POLAND ? FIXED_TAX_OFFICE_ID : undefined;
  // docs/spec/flow/entities.md: the server's office list, once loaded, decides which office is valid (as it will at submit).
  const problems = withServerOffices(taxResidencesProblems({ ...data, taxResidenceFlag: flag }), data, dictionaries, fixedOfficeId !== undefined);
  const canSubmit = Object.values(problems).every((problem) => problem === undefined);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // docs/spec/flow/states.md#submit-engine: with flag 2 the fixed office is used, whatever was chosen before.
    const fixed = fixedOfficeId === undefined ? {} : Object.fromEntries(open.filter((p) => residenceValues(data, p).TaxCountry === 'PL').map((p) => [fieldName(p, 'PolandTaxOfficeId'), fixedOfficeId]));
    const { outcome } = await submit(() => client.call('taxOfficeDetails', { ...data, ...fixed, taxResidenceFlag: flag }));
    if (outcome === 'failed') focusSummary();
  };

  const legends = { first: t`Tax residence`, second: t`Second tax residence`, third: t`Third tax residence` };

  return (
    <form className="onb-step" onSubmit={send} noValidate>
      <StepHeading>
        <Trans>Your tax residence</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Tell us every country where you pay taxes as a resident. You can give up to {MAX_TAX_RESIDENCES} countries.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      {derivedFlag === undefined ? (
        <RadioGroupField<TaxResidenceFlag>
          id="field-taxResidenceFlag"
          name="taxResidenceFlag"
          label={t`Which describes you?`}
          options={TAX_RESIDENCE_FLAG_VALUES.map((value) => ({ value, label: i18n._(TAX_RESIDENCE_FLAG_LABELS[value]) }))}
          value={flag}
          error={errors.taxResidenceFlag}
          onValueChange={(taxResidenceFlag) => {
            clearError('taxResidenceFlag', null);
            update((current) => ({ ...current, taxResidenceFlag }));
          }}
        />
      ) : null}
      {open.map((prefix) => (
        <TaxResidenceFields
          key={prefix}
          prefix={prefix}
          legend={legends[prefix]}
          values={residenceValues(data, prefix)}
          countries={countries}
          fixedOfficeId={fixedOfficeId}
          onEdit={(patch) => update((current) => editResidence(current, prefix, patch))}
          action={
            prefix === 'first' ? undefined : (
              <Button variant="link" onClick={() => update((current) => removeResidence(current, prefix))}>
                {prefix === 'second' ? <Trans>Remove the second tax residence</Trans> : <Trans>Remove the third tax residence</Trans>}
              </Button>
            )
          }
        />
      ))}
      {open.length < MAX_TAX_RESIDENCES ? (
        <p>
          <Button variant="link" onClick={() => update(addResidence)}>
            <Trans>Add another country of tax residence</Trans>
          </Button>
        </p>
      ) : null}
      <p className="onb-fine-print">
        <Trans>
          We ask for your tax residence because the law requires us to report accounts of foreign tax residents to the tax authorities (the
          Common Reporting Standard and FATCA). Tell us at once if your tax residence changes.
        </Trans>
      </p>
      <StepActions problems={problems}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}

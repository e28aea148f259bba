import { Trans, useLingui } from '@lingui/react/macro';
import { CORRESPONDENCE_METHOD_LABELS, CORRESPONDENCE_METHOD_VALUES, COUNTRY_CODES, sortCountries, type CorrespondenceMethod } from '@onboarding/dictionaries';
import { Checkbox, CountrySelect, ErrorSummary, TextField } from '@onboarding/form-fields';
import { addressProblems, type AddressInput } from '@onboarding/realform-api';
import { useEffect, useMemo } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { usePrefetchDictionaries } from '../../../api/useDictionaries';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { brandLinks } from '../shared/brandLinks';
import { RadioGroupField } from '../shared/RadioGroupField';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { AddressSearchField } from './AddressSearchField';
import { PostalAddressFields } from './PostalAddressFields';

const CONTACT_FIELDS = ['contactCountry', 'contactPostalCode', 'contactCity', 'contactStreet', 'contactBuildingNumber', 'contactApartmentNumber'] as const;
const FIELDS = [
  'country',
  'postalCode',
  'city',
  'street',
  'buildingNumber',
  'apartmentNumber',
  'birthPlaceCountry',
  'birthPlaceCity',
  'correspondenceChoice',
  ...CONTACT_FIELDS,
] as const;

/** docs/spec/flow/states.md#address "Address": unticking 'different correspondence address' clears all contact fields. */
export function editAddress(current: AddressInput, patch: Partial<AddressInput>): AddressInput {
  const next = { ...current, ...patch };
  if (patch.contactAddress === false) for (const field of CONTACT_FIELDS) next[field] = field === 'contactCountry' ? null : '';
  return next;
}

/**
 * addressDetails, /residence-details (docs/spec/flow/screens.md#addressdetails, docs/spec/flow/entities.md#address "Address", docs/spec/flow/validation.md#address): the home address (with the address search and the
 * Polish postal-code lookup), the place of birth (its country only when the personal data step did not give it), how to receive correspondence, the fees table, and a different
 * correspondence address in an area at most 420 px high (docs/spec/flow/constants.md#layout). Next is enabled once every required field holds
 * a valid value (docs/spec/flow/validation.md#address).
 */
export function AddressScreen() {
  const { t, i18n } = useLingui();
  const { client, locale, brand } = useFlow();
  const stored = useDraftStore((s) => s.address);
  const residenceCountry = useDraftStore((s) => s.residenceCountry);
  const birthCountry = useDraftStore((s) => s.personalData?.birthPlaceCountry);
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const submit = useDataStepSubmit();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(FIELDS);
  const countries = useMemo(() => sortCountries(COUNTRY_CODES, locale), [locale]);
  const { feesTableUrl } = brandLinks(brand);
  // The next step shows the server's tax offices (docs/spec/flow/entities.md#dictionaries dictionaries): read them now, while this one is filled in.
  usePrefetchDictionaries();

  // The country of residence given at registration and the country of birth given on the personal data step
  // start the form; correspondence by e-mail is preselected (the server needs one of the two).
  const initial: AddressInput = { country: residenceCountry, birthPlaceCountry: birthCountry ?? null, correspondenceChoice: 1, contactAddress: false };
  useEffect(() => {
    if (stored === null) useDraftStore.getState().update({ address: initial });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  // The country of birth of the personal data step is the one sent while it is not asked here (see below).
  const birthCountryAsked = !birthCountry || Boolean(errors.birthPlaceCountry);
  const data = birthCountryAsked ? (stored ?? initial) : { ...(stored ?? initial), birthPlaceCountry: birthCountry };
  const onEdit = (patch: Partial<AddressInput>) => useDraftStore.getState().update({ address: editAddress(useDraftStore.getState().address ?? data, patch) });
  const problems = addressProblems(data);
  const canSubmit = Object.values(problems).every((problem) => problem === undefined);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const { searchAddress: _search, ...fields } = data;
    const { outcome } = await submit(() => client.call('addressDetails', fields));
    if (outcome === 'failed') focusSummary();
  };

  return (
    <form className="onb-step" onSubmit={send} noValidate>
      <StepHeading>
        <Trans>Your address</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Give the address where you live now.</Trans>
      </p>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      {data.country === 'PL' ? <AddressSearchField onFound={(found) => onEdit(found)} /> : null}
      <PostalAddressFields prefix="" values={data} countries={countries} onEdit={onEdit} />
      {/* Asked once (issue 18): given on the personal data step, it is sent from there without asking again — unless the
          server finds fault with it, which the applicant must then be able to correct here. */}
      {birthCountryAsked ? (
        <CountrySelect
          id="field-birthPlaceCountry"
          name="birthPlaceCountry"
          label={t`Country of birth`}
          hint={t`Type the first letters of the country's name.`}
          options={countries}
          value={data.birthPlaceCountry ?? null}
          error={errors.birthPlaceCountry}
          onValueChange={(code) => {
            clear('birthPlaceCountry');
            onEdit({ birthPlaceCountry: code });
            if (code) void validate('birthPlaceCountry', code);
          }}
        />
      ) : null}
      <TextField
        id="field-birthPlaceCity"
        name="birthPlaceCity"
        autoComplete="off"
        label={t`Place of birth`}
        hint={t`The town or city where you were born.`}
        value={data.birthPlaceCity ?? ''}
        error={errors.birthPlaceCity}
        onValueChange={(birthPlaceCity) => {
          clear('birthPlaceCity');
          onEdit({ birthPlaceCity });
        }}
        onBlur={() => data.birthPlaceCity && validate('birthPlaceCity', data.birthPlaceCity.trim())}
      />
      <RadioGroupField<CorrespondenceMethod>
        id="field-correspondenceChoice"
        name="correspondenceChoice"
        label={t`How would you like to receive our letters?`}
        options={CORRESPONDENCE_METHOD_VALUES.map((value) => ({ value, label: i18n._(CORRESPONDENCE_METHOD_LABELS[value]) }))}
        value={(data.correspondenceChoice as CorrespondenceMethod | null | undefined) ?? null}
        error={errors.correspondenceChoice}
        onValueChange={(correspondenceChoice) => {
          clear('correspondenceChoice');
          onEdit({ correspondenceChoice });
        }}
      />
      {feesTableUrl ? (
        <p className="onb-aside">
          <a href={feesTableUrl} target="_blank" rel="noreferrer">
            <Trans>See the table of fees and commissions (opens in a new tab)</Trans>
          </a>
        </p>
      ) : null}
      <Checkbox
        id="field-contactAddress"
        name="contactAddress"
        label={t`My correspondence address is different from my home address`}
        checked={data.contactAddress === true}
        onCheckedChange={(contactAddress) => {
          for (const field of CONTACT_FIELDS) clear(field);
          onEdit({ contactAddress });
        }}
      />
      {data.contactAddress ? (
        <fieldset className="onb-correspondence" aria-labelledby="onb-correspondence-title">
          <legend id="onb-correspondence-title" className="onb-subheading">
            <Trans>Correspondence address</Trans>
          </legend>
          <PostalAddressFields prefix="contact" values={data} countries={countries} onEdit={onEdit} />
        </fieldset>
      ) : null}
      <StepActions problems={problems}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}

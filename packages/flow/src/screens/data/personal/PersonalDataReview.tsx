import { Trans, useLingui } from '@lingui/react/macro';
import { countryName, isCountryCode, PERSONAL_DOCUMENT_TYPE_LABELS, toBcp47, type Locale, type PersonalDocumentType } from '@onboarding/dictionaries';
import { Button } from '@onboarding/form-fields';
import type { PersonalDataInput } from '@onboarding/realform-api';
import type { ReactNode } from 'react';
import { StepHeading } from '../../../layout/StepHeading';
import { showsIdentificationNumber, showsPesel } from './personalDataRules';

/** A `YYYY-MM-DD` date in the locale's long form ("27 maja 1990"); the text as it is when it is no date. */
export function formatIsoDate(value: string | null | undefined, locale: Locale): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/**
 * The review of personalDataConfirm (docs/spec/flow/screens.md#personaldataconfirm): the values read-only — possibly read from the scanned document —
 * then the choice to correct or to confirm them. Confirm needs complete, valid data; otherwise the applicant is
 * told to correct them.
 */
export function PersonalDataReview({
  data,
  locale,
  complete,
  onCorrect,
  onConfirm,
}: {
  data: PersonalDataInput;
  locale: Locale;
  complete: boolean;
  onCorrect(): void;
  onConfirm(): void;
}) {
  const { t, i18n } = useLingui();
  const missing = t`Not given`;
  const country = (code: string | null | undefined) => (code && isCountryCode(code) ? countryName(code, locale) : missing);
  const documentType = data.documentType ? PERSONAL_DOCUMENT_TYPE_LABELS[data.documentType as PersonalDocumentType] : undefined;
  const rows: Array<[string, ReactNode]> = [
    [t`First name`, data.firstName || missing],
    [t`Last name`, data.lastName || missing],
    [t`Date of birth`, formatIsoDate(data.dateOfBirth, locale) || missing],
    [t`Document type`, documentType ? i18n._(documentType) : missing],
    [t`Document number`, data.documentNumber || missing],
    [t`Document expiry date`, data.noLimitExpiryDate ? t`No expiry date` : formatIsoDate(data.documentExpirationDate, locale) || missing],
    [t`Citizenship`, country(data.citizenship)],
  ];
  if (showsPesel(data)) rows.push([t`PESEL number`, data.pesel || missing]);
  if (showsIdentificationNumber(data)) rows.push([t`Identification number`, data.identificationNumber || missing]);
  rows.push([t`Country of birth`, country(data.birthPlaceCountry)]);

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Check your personal details</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Check that these details match your identity document. Correct them if anything is wrong or missing.</Trans>
      </p>
      <dl className="onb-review">
        {rows.map(([label, value]) => (
          <div key={label} className="onb-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!complete ? (
        <p className="onb-aside" id="onb-review-incomplete">
          <Trans>Some details are missing or need a correction. Choose “Correct the details” to fill them in.</Trans>
        </p>
      ) : null}
      <div className="onb-actions">
        <Button variant="secondary" onClick={onCorrect}>
          <Trans>Correct the details</Trans>
        </Button>
        <Button variant="primary" disabled={!complete} aria-describedby={complete ? undefined : 'onb-review-incomplete'} onClick={onConfirm}>
          <Trans>Confirm and continue</Trans>
        </Button>
      </div>
    </div>
  );
}

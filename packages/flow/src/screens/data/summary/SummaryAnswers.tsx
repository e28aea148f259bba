import { useLingui } from '@lingui/react/macro';
import { countryName, EMPLOYMENT_STATUS_LABELS, isCountryCode, toBcp47 } from '@onboarding/dictionaries';
import { VisuallyHidden } from '@onboarding/form-fields';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { ROUTE_PATHS } from '../../../routing/routePaths';

type Stored = Readonly<Record<string, unknown>>;

const objectOf = (value: unknown): Stored => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Stored) : {});
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const join = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);

/** The data steps a row links back to ("Change"): their answer leads back to the summary (server flowOrder). */
type ChangeStep = 'personalDataConfirm' | 'addressDetails' | 'taxOfficeDetails' | 'currencyChoice' | 'riskAssessment';

interface Row {
  key: string;
  label: string;
  value: string;
  step: ChangeStep;
}

/**
 * What the applicant entered, in short (the data steps' stored answers, as get-summary answers them): a description
 * list, each answer with a "Change" link to its step. A step without a stored answer has no row.
 */
export function SummaryAnswers({ data, currencyLabel }: { data: Stored; currencyLabel: (id: number) => string | null }) {
  const { t, i18n } = useLingui();
  const { locale } = useFlow();
  const country = (code: unknown) => (isCountryCode(code) ? countryName(code, locale) : textOf(code));
  const rows: Row[] = [];

  const personal = objectOf(data.personalData);
  const name = join([textOf(personal.firstName), textOf(personal.lastName)], ' ');
  if (name) rows.push({ key: 'name', label: t`Name`, value: name, step: 'personalDataConfirm' });
  const born = textOf(personal.dateOfBirth);
  if (/^\d{4}-\d{2}-\d{2}$/.test(born)) {
    // A calendar date: formatted in UTC so no time zone moves it a day.
    const value = new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${born}T00:00:00Z`));
    rows.push({ key: 'dateOfBirth', label: t`Date of birth`, value, step: 'personalDataConfirm' });
  }

  const address = objectOf(data.address);
  if (textOf(address.city)) {
    const building = join([textOf(address.buildingNumber), textOf(address.apartmentNumber)], '/');
    const value = join([join([textOf(address.street), building], ' '), join([textOf(address.postalCode), textOf(address.city)], ' '), country(address.country)], ', ');
    rows.push({ key: 'address', label: t`Address`, value, step: 'addressDetails' });
  }

  const residences = Array.isArray(objectOf(data.taxResidences).residences) ? (objectOf(data.taxResidences).residences as unknown[]) : [];
  if (residences.length > 0) {
    const value = residences.map((residence) => country(objectOf(residence).country)).join(', ');
    rows.push({ key: 'taxResidence', label: t`Tax residence`, value, step: 'taxOfficeDetails' });
  }

  const currency = objectOf(data.currency).currencyChoice;
  const currencyText = typeof currency === 'number' ? currencyLabel(currency) : null;
  if (currencyText) rows.push({ key: 'currency', label: t`Account currency`, value: currencyText, step: 'currencyChoice' });

  const status = textOf(objectOf(data.riskAssessment).employmentStatus);
  if (status && Object.hasOwn(EMPLOYMENT_STATUS_LABELS, status)) {
    const value = i18n._(EMPLOYMENT_STATUS_LABELS[status as keyof typeof EMPLOYMENT_STATUS_LABELS]);
    rows.push({ key: 'employment', label: t`Employment status`, value, step: 'riskAssessment' });
  }

  return (
    <dl className="onb-summary__list">
      {rows.map((row) => (
        <div key={row.key} className="onb-summary__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd className="onb-summary__change">
            <ChangeLink step={row.step}>
              {/* The link's name says what it changes: "Change" alone, read out of context, does not (WCAG 2.4.4). */}
              {t`Change`} <VisuallyHidden>{row.label}</VisuallyHidden>
            </ChangeLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ChangeLink({ step, children }: { step: ChangeStep; children: ReactNode }) {
  return (
    <Link to={ROUTE_PATHS[step]} state={{ stepName: step }}>
      {children}
    </Link>
  );
}

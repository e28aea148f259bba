import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CONSENTS } from '../enumerations/consents';
import { CORRESPONDENCE_METHOD_VALUES } from '../enumerations/correspondenceMethods';
import { CURRENCY_VALUES } from '../enumerations/currencies';
import { DATA_USER_DECLARATIONS } from '../enumerations/dataUserDeclarations';
import { DEVICE_VALUES } from '../enumerations/devices';
import { EMPLOYMENT_STATUSES } from '../enumerations/employmentStatuses';
import { INCOME_SOURCES } from '../enumerations/incomeSources';
import { INDUSTRIES } from '../enumerations/industries';
import { NO_TIN_REASON_VALUES } from '../enumerations/noTinReasons';
import { PAYMENT_GATEWAY_VALUES } from '../enumerations/paymentGateways';
import { PERSONAL_DOCUMENT_TYPE_VALUES } from '../enumerations/personalDocumentTypes';
import { POSITION_LEVELS } from '../enumerations/positionLevels';
import { TAX_RESIDENCE_FLAG_VALUES } from '../enumerations/taxResidenceFlags';
import { UPLOAD_DOCUMENT_TYPE_VALUES } from '../enumerations/uploadDocumentTypes';
import { UPLOAD_METHOD_VALUES } from '../enumerations/uploadMethods';
import { messages as en } from '../locales/en';
import { messages as pl } from '../locales/pl';
import { CONSENT_LABELS } from './consentLabels';
import { CORRESPONDENCE_METHOD_LABELS } from './correspondenceMethodLabels';
import { CURRENCY_LABELS } from './currencyLabels';
import { DATA_USER_DECLARATION_LABELS } from './dataUserDeclarationLabels';
import { DEVICE_LABELS } from './deviceLabels';
import { EMPLOYMENT_STATUS_LABELS } from './employmentStatusLabels';
import { INCOME_SOURCE_LABELS } from './incomeSourceLabels';
import { INDUSTRY_LABELS } from './industryLabels';
import { NO_TIN_REASON_LABELS } from './noTinReasonLabels';
import { PAYMENT_GATEWAY_LABELS } from './paymentGatewayLabels';
import { PERSONAL_DOCUMENT_TYPE_LABELS } from './personalDocumentTypeLabels';
import { POSITION_LEVEL_LABELS } from './positionLevelLabels';
import { TAX_RESIDENCE_FLAG_LABELS } from './taxResidenceFlagLabels';
import { UPLOAD_DOCUMENT_TYPE_LABELS } from './uploadDocumentTypeLabels';
import { UPLOAD_METHOD_LABELS } from './uploadMethodLabels';

// Every label set beside the values it labels: a value added to an enumeration without a label fails here.
const SETS: [string, readonly (string | number)[], Readonly<Record<string | number, MessageDescriptor>>][] = [
  ['upload document types', UPLOAD_DOCUMENT_TYPE_VALUES, UPLOAD_DOCUMENT_TYPE_LABELS],
  ['personal document types', PERSONAL_DOCUMENT_TYPE_VALUES, PERSONAL_DOCUMENT_TYPE_LABELS],
  ['correspondence methods', CORRESPONDENCE_METHOD_VALUES, CORRESPONDENCE_METHOD_LABELS],
  ['upload methods', UPLOAD_METHOD_VALUES, UPLOAD_METHOD_LABELS],
  ['devices', DEVICE_VALUES, DEVICE_LABELS],
  ['no-TIN reasons', NO_TIN_REASON_VALUES, NO_TIN_REASON_LABELS],
  ['currencies', CURRENCY_VALUES, CURRENCY_LABELS],
  ['payment gateways', PAYMENT_GATEWAY_VALUES, PAYMENT_GATEWAY_LABELS],
  ['data user declarations', DATA_USER_DECLARATIONS, DATA_USER_DECLARATION_LABELS],
  ['employment statuses', EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS],
  ['industries', INDUSTRIES, INDUSTRY_LABELS],
  ['position levels', POSITION_LEVELS, POSITION_LEVEL_LABELS],
  ['income sources', INCOME_SOURCES, INCOME_SOURCE_LABELS],
  ['tax residence flags', TAX_RESIDENCE_FLAG_VALUES, TAX_RESIDENCE_FLAG_LABELS],
  ['consents', CONSENTS, CONSENT_LABELS],
];

function i18nFor(locale: 'en' | 'pl') {
  const i18n = setupI18n();
  i18n.load(locale, locale === 'pl' ? pl : en);
  i18n.activate(locale);
  return i18n;
}

describe.each(SETS)('the labels of the %s', (_name, values, labels) => {
  it('label every value and nothing else', () => {
    expect(Object.keys(labels).sort()).toEqual(values.map(String).sort());
  });

  it('have an English text and a Polish translation in the catalogs', () => {
    for (const value of values) {
      const descriptor = labels[value]!;
      expect(descriptor.message).toBeTruthy();
      expect(pl[descriptor.id], `${String(value)}: "${descriptor.message}"`).toBeDefined();
    }
  });

  it('tell the values apart in both languages', () => {
    for (const i18n of [i18nFor('en'), i18nFor('pl')]) {
      const texts = values.map((value) => i18n._(labels[value]!));
      expect(new Set(texts).size).toBe(values.length);
    }
  });
});

describe('Polish labels', () => {
  const i18n = i18nFor('pl');

  it('name the industries as a Polish broker does', () => {
    expect(i18n._(INDUSTRY_LABELS.AGRICULTURAL)).toBe('Rolnictwo');
    expect(i18n._(INDUSTRY_LABELS.RESTAURANTS)).toBe('Gastronomia');
    expect(i18n._(INDUSTRY_LABELS.SALE_DISTRIBUTION_OF_ALCOHOL_TOBACCO)).toBe('Sprzedaż i dystrybucja alkoholu oraz wyrobów tytoniowych');
  });

  it('translate the document types of both numberings', () => {
    expect(i18n._(UPLOAD_DOCUMENT_TYPE_LABELS[2])).toBe('Dowód osobisty');
    expect(i18n._(PERSONAL_DOCUMENT_TYPE_LABELS[1])).toBe('Dowód osobisty');
    expect(i18n._(PERSONAL_DOCUMENT_TYPE_LABELS[2])).toBe('Paszport');
  });
});

describe('English labels', () => {
  it('are the source text, shown even before any catalog is loaded', () => {
    const bare = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(bare._(EMPLOYMENT_STATUS_LABELS.STUDENT_WITHOUT_EMPLOYMENT)).toBe('Student, not working');
    expect(bare._(CURRENCY_LABELS[1])).toBe('PLN – Polish zloty');
  });
});

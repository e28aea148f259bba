import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONSENT_FIELDS, CONSENTS } from './consents';
import { CORRESPONDENCE_METHODS } from './correspondenceMethods';
import { DATA_USER_DECLARATIONS } from './dataUserDeclarations';
import { DEVICES } from './devices';
import { EMPLOYMENT_STATUSES } from './employmentStatuses';
import { INCOME_SOURCES } from './incomeSources';
import { INDUSTRIES, industrySchema } from './industries';
import { NO_TIN_REASONS } from './noTinReasons';
import { PAYMENT_GATEWAYS } from './paymentGateways';
import { POSITION_LEVELS } from './positionLevels';
import { TAX_RESIDENCE_FLAGS } from './taxResidenceFlags';
import { UPLOAD_METHODS, uploadMethodSchema } from './uploadMethods';
import { WEALTH_BANDS } from './wealthBands';

describe('the enumerations of docs/spec/flow/entities.md#enumerations', () => {
  it('number the choices as the server expects them', () => {
    expect(CORRESPONDENCE_METHODS).toEqual({ EMAIL: 1, POST: 2 });
    expect(UPLOAD_METHODS).toEqual({ MANUAL: 1, DIGITAL: 2, MOBILE: 3 });
    expect(DEVICES).toEqual({ MOBILE: 1, DESKTOP: 2 });
    expect(NO_TIN_REASONS).toEqual({ NOT_ISSUED: 1, UNABLE_TO_GET: 2, OTHER: 3 });
    expect(PAYMENT_GATEWAYS).toEqual({ PRIMARY_BANK_TRANSFER: 1, SECONDARY_BANK_TRANSFER: 2, CARD: 3 });
    expect(TAX_RESIDENCE_FLAGS).toEqual({ FOREIGNER_ABROAD: 1, FOREIGNER_IN_POLAND: 2, POLE: 3 });
  });

  it('have the sizes the flow spec gives', () => {
    expect(INDUSTRIES).toHaveLength(22);
    expect(EMPLOYMENT_STATUSES).toHaveLength(7);
    expect(POSITION_LEVELS).toHaveLength(5);
    expect(INCOME_SOURCES).toHaveLength(5);
    expect(WEALTH_BANDS).toHaveLength(7);
    expect(DATA_USER_DECLARATIONS).toHaveLength(2);
    expect(new Set(INDUSTRIES).size).toBe(22);
  });

  it('build their picklists from the same constants', () => {
    expect(v.is(uploadMethodSchema, 3)).toBe(true);
    expect(v.is(uploadMethodSchema, 0)).toBe(false);
    expect(v.is(industrySchema, 'MARKETING')).toBe(true);
    expect(v.is(industrySchema, 'marketing')).toBe(false);
  });

  it('map each consent to its form field', () => {
    expect(CONSENTS).toEqual(['RECEIVED_KID', 'UNDERSTOOD_FEATURES_AND_RISKS', 'AWARE_OF_LOSS_AND_CREDIT_RISKS']);
    expect(CONSENT_FIELDS.RECEIVED_KID).toBe('receivedKid');
  });
});

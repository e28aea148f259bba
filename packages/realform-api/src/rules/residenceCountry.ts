import { COUNTRY_CODES } from '@onboarding/dictionaries';
import * as v from 'valibot';

/** docs/spec/flow/entities.md#registration residenceCountry: an ISO 3166-1 alpha-2 code that exists (docs/spec/flow/validation.md#residence-and-language "no match shows 'invalid country'"). */
export const residenceCountrySchema = v.picklist(COUNTRY_CODES, 'residenceCountry.invalid');

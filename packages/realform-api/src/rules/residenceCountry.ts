import { COUNTRY_CODES } from '@onboarding/dictionaries';
import * as v from 'valibot';

/** S0 §3 residenceCountry: an ISO 3166-1 alpha-2 code that exists (S0 §5 "no match shows 'invalid country'"). */
export const residenceCountrySchema = v.picklist(COUNTRY_CODES, 'residenceCountry.invalid');

import type { CountryCode } from './countryCodes';

export interface PhonePrefix {
  country: CountryCode;
  /** International dialling prefix with the plus sign, e.g. `+48`. */
  prefix: string;
}

/**
 * The phone-prefix dictionary (docs/spec/flow/entities.md#dictionaries: "about 32 countries — USA +1, Poland +48, Germany +49, others in Europe
 * plus Belarus, Russia, Ukraine"): the United States, the 28 of the EU list, Belarus, Russia, Ukraine and
 * the EEA/EFTA neighbours Norway, Switzerland, Iceland and Liechtenstein — 36 entries. Every prefix the server
 * accepts; an applicant is offered the United States only for a US e-mail domain (`phonePrefixOptions`).
 */
export const PHONE_PREFIXES: readonly PhonePrefix[] = [
  { country: 'US', prefix: '+1' },
  { country: 'AT', prefix: '+43' },
  { country: 'BE', prefix: '+32' },
  { country: 'BG', prefix: '+359' },
  { country: 'HR', prefix: '+385' },
  { country: 'CY', prefix: '+357' },
  { country: 'CZ', prefix: '+420' },
  { country: 'DK', prefix: '+45' },
  { country: 'EE', prefix: '+372' },
  { country: 'FI', prefix: '+358' },
  { country: 'FR', prefix: '+33' },
  { country: 'DE', prefix: '+49' },
  { country: 'GR', prefix: '+30' },
  { country: 'HU', prefix: '+36' },
  { country: 'IE', prefix: '+353' },
  { country: 'IT', prefix: '+39' },
  { country: 'LV', prefix: '+371' },
  { country: 'LT', prefix: '+370' },
  { country: 'LU', prefix: '+352' },
  { country: 'MT', prefix: '+356' },
  { country: 'NL', prefix: '+31' },
  { country: 'PL', prefix: '+48' },
  { country: 'PT', prefix: '+351' },
  { country: 'RO', prefix: '+40' },
  { country: 'SK', prefix: '+421' },
  { country: 'SI', prefix: '+386' },
  { country: 'ES', prefix: '+34' },
  { country: 'SE', prefix: '+46' },
  { country: 'GB', prefix: '+44' },
  { country: 'BY', prefix: '+375' },
  { country: 'RU', prefix: '+7' },
  { country: 'UA', prefix: '+380' },
  { country: 'NO', prefix: '+47' },
  { country: 'CH', prefix: '+41' },
  { country: 'IS', prefix: '+354' },
  { country: 'LI', prefix: '+423' },
];

import { postalCodeProblem } from '@onboarding/realform-api';

/**
 * An example postal code of a country, for the postal code's hint: the first of Google's address-data examples
 * (libaddressinput, through postal-code-checker) that the address step's own rule accepts, so the hint never shows a
 * code the step would refuse. Undefined for a country without postal codes or examples. The data (every country's
 * patterns, about 100 KB) is loaded on the address step only, the first time a country other than Poland is chosen
 * (Poland's hint is the step's own).
 */
export async function postalCodeExample(country: string): Promise<string | undefined> {
  const { getCountryByCode } = await import('postal-code-checker');
  const examples = getCountryByCode(country)?.examplePostalCodes ?? [];
  return examples.find((example) => postalCodeProblem(country, example) === undefined);
}

import * as v from 'valibot';
import { issuesToFieldErrors } from '../../contract/fieldErrors';

// Helpers for this area's tests (not exported by the package).

export const COMMON_PL = { token: 'token', languageCode: 'pl', branchCode: 'PL', brand: 'pl' } as const;
export const COMMON_DE = { token: 'token', languageCode: 'de', branchCode: 'DE', brand: 'eu' } as const;

/** The field errors a body gets, as the server would answer them (message keys, one per field). */
export function errorsOf(schema: v.GenericSchema, body: unknown): Record<string, string> {
  const result = v.safeParse(schema, body);
  if (result.success) return {};
  const { errors, globalError } = issuesToFieldErrors(result.issues);
  return { ...Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys[0]!])), ...(globalError ? { '(global)': globalError } : {}) };
}

/** The parsed output of a valid body (throws with the errors otherwise). */
export function outputOf<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`Expected a valid body, got ${JSON.stringify(errorsOf(schema, body))}`);
  return result.output;
}

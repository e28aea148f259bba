import type { GenericSchema } from 'valibot';

/** Field rules of the steps area behind the validate call (merged into fieldRules). */
export const stepFieldRules: Record<string, GenericSchema> = {};

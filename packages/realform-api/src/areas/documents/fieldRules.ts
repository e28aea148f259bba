import type { GenericSchema } from 'valibot';

/** Field rules of the documents area behind the validate call (merged into fieldRules). */
export const documentFieldRules: Record<string, GenericSchema> = {};

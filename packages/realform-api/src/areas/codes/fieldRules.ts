import type { GenericSchema } from 'valibot';

/** Field rules of the codes area behind the validate call (merged into fieldRules). */
export const codeFieldRules: Record<string, GenericSchema> = {};

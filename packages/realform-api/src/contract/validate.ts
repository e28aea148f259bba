import * as v from 'valibot';
import { commonRequestSchema } from './common';
import { requestObject } from './requestObject';
import { pure } from '../pure';

/** Field names are identifiers such as `email` or `firstTaxCountry`; anything longer is not a field of ours. */
export const FIELD_NAME_MAX_LENGTH = 64;

/** The validate call's own fields (docs/spec/flow/calls.md#call-table): "single field name with its value". */
export const validateFieldsSchema = v.object({
  name: v.pipe(v.string('request.malformed'), v.nonEmpty('request.malformed'), v.maxLength(FIELD_NAME_MAX_LENGTH, 'request.malformed')),
  value: v.unknown(),
});

export type ValidateInput = v.InferInput<typeof validateFieldsSchema>;

/** POST form-{pl|eu}/validate. */
export const validateRequestSchema = pure(() => requestObject({ ...commonRequestSchema.entries, ...validateFieldsSchema.entries }));

export type ValidateRequest = v.InferOutput<typeof validateRequestSchema>;

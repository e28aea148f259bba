import * as v from 'valibot';
import type { CommonRequest } from '../../contract/common';
import { commonRequestSchema } from '../../contract/common';
import { requestObject } from '../../contract/requestObject';
import type { MessageKey } from '../../messages';

/** Field name → the message key of its first problem; fields without a problem are left out. */
export type FieldProblems = Partial<Record<string, MessageKey>>;

/** The message key of the first rule `value` breaks, or undefined. `null` counts as missing. */
export function problemOf(schema: v.GenericSchema, value: unknown): MessageKey | undefined {
  const result = v.safeParse(schema, value ?? undefined, { abortPipeEarly: true });
  return result.success ? undefined : (result.issues[0].message as MessageKey);
}

/** The value a field's schema produces (trimmed, normalised); only call after {@link problemOf} found nothing. */
export function parsed<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  return v.parse(schema, value ?? undefined);
}

// Shapes the body may have; what the values mean is judged by the step's problems function.
export const optionalText = v.nullish(v.string());
export const optionalFlag = v.nullish(v.boolean());
export const optionalNumber = v.nullish(v.number());

type CommonRequestInput = v.InferInput<typeof commonRequestSchema>;

const COMMON_KEYS = Object.keys(commonRequestSchema.entries) as (keyof CommonRequest)[];

/**
 * The request schema of a data step. Its fields are typed loosely (a string, a boolean, a number, or null), so a
 * body of the right shape reaches `problemsOf`, which judges every field at once — conditional rules included
 * (docs/spec/flow/validation.md#personal-data: PESEL for Polish citizens, contact fields with a contact address…) — and reports every problem in one
 * answer, under each field's own name. A valid body is then turned by `normalize` into the clean data the
 * server stores; the common fields pass through.
 */
// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function stepRequest<const TEntries extends v.ObjectEntries, TOutput extends object>(
  entries: TEntries,
  problemsOf: (input: v.InferOutput<v.ObjectSchema<TEntries, undefined>> & CommonRequest) => FieldProblems,
  normalize: (input: v.InferOutput<v.ObjectSchema<TEntries, undefined>> & CommonRequest) => TOutput,
): v.GenericSchema<v.InferInput<v.ObjectSchema<TEntries, undefined>> & CommonRequestInput, CommonRequest & TOutput> {
  type Input = v.InferOutput<v.ObjectSchema<TEntries, undefined>> & CommonRequest;
  // TypeScript cannot follow valibot's entry types through a generic spread: the shape is asserted once, here.
  const body = requestObject({ ...commonRequestSchema.entries, ...entries }) as unknown as v.GenericSchema<unknown, Input>;
  return v.pipe(
    body,
    v.rawCheck<Input>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value as Input & Record<string, unknown>;
      for (const [key, message] of Object.entries(problemsOf(input))) {
        if (!message) continue;
        addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
      }
    }),
    v.transform((input: Input): CommonRequest & TOutput => {
      const common = Object.fromEntries(COMMON_KEYS.map((key) => [key, input[key]])) as CommonRequest;
      return { ...common, ...normalize(input) };
    }),
  ) as unknown as v.GenericSchema<v.InferInput<v.ObjectSchema<TEntries, undefined>> & CommonRequestInput, CommonRequest & TOutput>;
}

import * as v from 'valibot';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A request body: a JSON object with these entries, unknown keys dropped. valibot's `object` alone would take
 * an array for an object with missing keys; a body that is not an object is one global problem, not a list of
 * missing fields.
 */
// Pure: lets bundles that never read a schema built with it drop that schema (the client, docs/architecture.md#the-front-end).
/* @__NO_SIDE_EFFECTS__ */
export function requestObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, 'request.malformed'),
    v.object(entries, 'request.malformed'),
  );
}

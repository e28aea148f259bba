import * as v from 'valibot';

/** How the broker delivers correspondence (docs/spec/flow/entities.md#correspondence "Delivery / correspondence: 1 e-mail, 2 post office"). */
export const CORRESPONDENCE_METHODS = { EMAIL: 1, POST: 2 } as const;

export type CorrespondenceMethod = (typeof CORRESPONDENCE_METHODS)[keyof typeof CORRESPONDENCE_METHODS];

export const CORRESPONDENCE_METHOD_VALUES: readonly CorrespondenceMethod[] = /* @__PURE__ */ Object.values(CORRESPONDENCE_METHODS);

export const correspondenceMethodSchema = /* @__PURE__ */ v.picklist(CORRESPONDENCE_METHOD_VALUES);

import * as v from 'valibot';

/**
 * Why a tax residence has no TIN (docs/spec/flow/entities.md#reason-for-no-tin "Reason for no tax ID: 1 not issued, 2 unable to get, 3 other"); the
 * CRS reasons A/B/C. `OTHER` needs a free-text reason (docs/spec/flow/states.md).
 */
export const NO_TIN_REASONS = { NOT_ISSUED: 1, UNABLE_TO_GET: 2, OTHER: 3 } as const;

export type NoTinReason = (typeof NO_TIN_REASONS)[keyof typeof NO_TIN_REASONS];

export const NO_TIN_REASON_VALUES: readonly NoTinReason[] = /* @__PURE__ */ Object.values(NO_TIN_REASONS);

export const noTinReasonSchema = /* @__PURE__ */ v.picklist(NO_TIN_REASON_VALUES);

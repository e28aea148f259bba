import * as v from 'valibot';

/** docs/spec/flow/entities.md#position-level "Position level", in the select's order. */
export const POSITION_LEVELS = [
  'JUNIOR_EMPLOYEE',
  'MID_LEVEL_EMPLOYEE',
  'SENIOR_EMPLOYEE',
  'MANAGER_DIRECTOR',
  'PROFESSIONAL_CONTRACTOR',
] as const;

export type PositionLevel = (typeof POSITION_LEVELS)[number];

export const positionLevelSchema = /* @__PURE__ */ v.picklist(POSITION_LEVELS);

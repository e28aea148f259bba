/**
 * docs/spec/widget/validation.md#passive-liveness-face-errors passive-liveness face errors the user can fix. `INTERNAL` stands for the many internal errors (image,
 * model, allocation, config, licence, meta, low threshold, unknown, internal) that all show the generic
 * "something went wrong, try again".
 */
export const PASSIVE_FACE_ERRORS = [
  'TOO_CLOSE',
  'TOO_FAR',
  'NEAR_BORDER',
  'CROPPED',
  'NOT_FOUND',
  'TOO_MANY_FACES',
  'OCCLUDED',
  'ANGLE_TOO_LARGE',
  'TOO_SMALL',
  'FAILED_EXPRESSIONS',
  'INTERNAL',
] as const;
export type PassiveFaceError = (typeof PASSIVE_FACE_ERRORS)[number];

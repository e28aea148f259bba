import * as v from 'valibot';

/**
 * How the applicant proves identity (docs/spec/flow/entities.md#upload-method-and-device "Upload method: 1 manual, 2 digital, 3 mobile"): manual is "upload
 * later", digital is "upload now" (this device or a phone, chosen next), mobile hands off to a phone at once.
 */
export const UPLOAD_METHODS = { MANUAL: 1, DIGITAL: 2, MOBILE: 3 } as const;

export type UploadMethod = (typeof UPLOAD_METHODS)[keyof typeof UPLOAD_METHODS];

export const UPLOAD_METHOD_VALUES: readonly UploadMethod[] = /* @__PURE__ */ Object.values(UPLOAD_METHODS);

export const uploadMethodSchema = /* @__PURE__ */ v.picklist(UPLOAD_METHOD_VALUES);

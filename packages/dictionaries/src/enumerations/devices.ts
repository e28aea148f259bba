import * as v from 'valibot';

/** The device the document is captured on (docs/spec/flow/entities.md#upload-method-and-device "Device: 1 mobile, 2 desktop"). */
export const DEVICES = { MOBILE: 1, DESKTOP: 2 } as const;

export type Device = (typeof DEVICES)[keyof typeof DEVICES];

export const DEVICE_VALUES: readonly Device[] = /* @__PURE__ */ Object.values(DEVICES);

export const deviceSchema = /* @__PURE__ */ v.picklist(DEVICE_VALUES);

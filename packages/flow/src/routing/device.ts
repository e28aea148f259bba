import { create } from 'zustand';

/** docs/spec/flow/overview.md#roles-and-permissions: "The device type (mobile or not) selects the desktop or mobile variant." */
export type DeviceKind = 'mobile' | 'desktop';

/** docs/spec/flow/routes.md#step-names-without-a-path: "A suffix _M marks mobile variants." */
export const MOBILE_VARIANT_SUFFIX = '_M';

/**
 * The steps whose screen has a mobile variant, shown on a phone or tablet as `{step}_M` (docs/spec/flow/routes.md#step-names-without-a-path): the entry's intro
 * video ("desktop and mobile variants"), the upload of this device ("desktop or mobile variant by the
 * detected-device flag") and its back side, and the upload exception ("Desktop sends upload-summary; mobile goes to
 * personalDataConfirm"). Steps named `mobile…` are the hand-off phone's own steps, not variants.
 */
export const MOBILE_VARIANT_STEPS: readonly string[] = ['newAccount', 'NotFound', 'desktopDocumentUpload', 'desktopDocumentUploadBack', 'uploadException'];

interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|Silk/i;

/**
 * The detected-device flag (docs/spec/flow/screens.md#upload-document, docs/spec/flow/overview.md#roles-and-permissions). A phone or tablet is `mobile`: it has the camera the capture needs and
 * gets the mobile variants. Client hints answer when the browser has them; otherwise the user agent, counting an
 * iPad that presents itself as a Mac (iPadOS) by its touch points. The window width does not decide it: a narrow
 * desktop window is still a desktop (the layout follows the width, docs/spec/flow/constants.md, in CSS).
 */
export function detectDevice(nav: NavigatorLike | undefined = globalThis.navigator): DeviceKind {
  if (!nav) return 'desktop';
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return 'mobile';
  if (MOBILE_USER_AGENT.test(nav.userAgent)) return 'mobile';
  if (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1) return 'mobile';
  return 'desktop';
}

interface DeviceState {
  kind: DeviceKind;
  set(kind: DeviceKind): void;
}

/** The device of this page, detected once on mount (`mountOnboarding`); tests set it. */
export const useDevice = create<DeviceState>()((set) => ({
  kind: detectDevice(),
  set: (kind) => set({ kind }),
}));

/** The route name shown for a step on a device: `{step}_M` where the step has a mobile variant (docs/spec/flow/routes.md#step-names-without-a-path). */
export function routeNameFor(stepName: string, device: DeviceKind): string {
  return device === 'mobile' && MOBILE_VARIANT_STEPS.includes(stepName) ? `${stepName}${MOBILE_VARIANT_SUFFIX}` : stepName;
}

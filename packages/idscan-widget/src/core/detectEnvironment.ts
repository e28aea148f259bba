import type { Device } from './types';

interface NavigatorWithUaData {
  userAgentData?: { mobile?: boolean };
  userAgent?: string;
}

/** Phones and tablets (docs/spec/flow/screens.md#upload-document detected-device flag): user-agent client hints where the browser has them. */
export function detectDevice(): Device {
  if (typeof navigator === 'undefined') return 'desktop';
  const nav = navigator as NavigatorWithUaData;
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile ? 'mobile' : 'desktop';
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent ?? '') ? 'mobile' : 'desktop';
}

/**
 * The hardware check (docs/spec/widget/screens.md#initialising initialising): whether any camera is connected, without asking for permission
 * (device labels stay hidden until then, but the kinds are listed).
 */
export async function detectCamera(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    // Some embedded browsers refuse to list devices: the camera screen then finds out by asking for it.
    return true;
  }
}

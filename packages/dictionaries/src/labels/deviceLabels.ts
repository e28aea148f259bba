import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Device } from '../enumerations/devices';

/** Labels of the device choice (S0 §2 mobileDesktopChoice, §3 "Device"). */
export const DEVICE_LABELS: Readonly<Record<Device, MessageDescriptor>> = {
  1: msg({ message: 'Phone', comment: 'The device the identity document is photographed with' }),
  2: msg({ message: 'Computer', comment: 'The device the identity document is photographed with' }),
};

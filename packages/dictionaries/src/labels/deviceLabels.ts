import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Device } from '../enumerations/devices';

/** Labels of the device choice (docs/spec/flow/screens.md#mobiledesktopchoice mobileDesktopChoice, docs/spec/flow/entities.md#upload-method-and-device "Device"). */
export const DEVICE_LABELS: Readonly<Record<Device, MessageDescriptor>> = {
  1: msg({ message: 'Phone', comment: 'The device the identity document is photographed with' }),
  2: msg({ message: 'Computer', comment: 'The device the identity document is photographed with' }),
};

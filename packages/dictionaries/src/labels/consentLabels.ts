import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Consent } from '../enumerations/consents';

/** Labels of the optional consent checkboxes of the declarations step (docs/spec/flow/validation.md#declarations), worded as the applicant's statement. */
export const CONSENT_LABELS: Readonly<Record<Consent, MessageDescriptor>> = {
  RECEIVED_KID: msg`I confirm that I have received the key information document (KID)`,
  UNDERSTOOD_FEATURES_AND_RISKS: msg`I understand the features and risks of the financial instruments I will trade`,
  AWARE_OF_LOSS_AND_CREDIT_RISKS: msg`I am aware of the risk of losing money and of the credit risk`,
};

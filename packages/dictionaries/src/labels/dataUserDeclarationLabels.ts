import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DataUserDeclaration } from '../enumerations/dataUserDeclarations';

/** Labels of the market-data user declaration (docs/spec/flow/entities.md#data-user-declaration "Data user declaration"). */
export const DATA_USER_DECLARATION_LABELS: Readonly<Record<DataUserDeclaration, MessageDescriptor>> = {
  NON_PROFESSIONAL_DATA_USER_DECLARATION: msg`I am a non-professional market data user`,
  PROFESSIONAL_DATA_USER_DECLARATION: msg`I am a professional market data user`,
};

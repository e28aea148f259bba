import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PositionLevel } from '../enumerations/positionLevels';

/** Labels of the risk assessment's position level (docs/spec/flow/entities.md#position-level "Position level"). */
export const POSITION_LEVEL_LABELS: Readonly<Record<PositionLevel, MessageDescriptor>> = {
  JUNIOR_EMPLOYEE: msg`Junior employee`,
  MID_LEVEL_EMPLOYEE: msg`Mid-level employee`,
  SENIOR_EMPLOYEE: msg`Senior employee`,
  MANAGER_DIRECTOR: msg`Manager or director`,
  PROFESSIONAL_CONTRACTOR: msg`Independent professional or contractor`,
};

import type { CallDefinition } from '../../contract/calls';

/** The steps area's calls (see the package README's call table). */
export const STEP_CALLS = {} as const satisfies Record<string, CallDefinition>;

import type { CallDefinition } from '../../contract/calls';

/** The codes area's calls (see the package README's call table). */
export const CODE_CALLS = {} as const satisfies Record<string, CallDefinition>;

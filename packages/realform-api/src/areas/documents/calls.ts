import type { CallDefinition } from '../../contract/calls';

/** The documents area's calls (see the package README's call table). */
export const DOCUMENT_CALLS = {} as const satisfies Record<string, CallDefinition>;

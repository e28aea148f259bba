import * as v from 'valibot';

/** Market-data user status (docs/spec/flow/entities.md#data-user-declaration "Data user declaration"): exchanges charge professional users differently. */
export const DATA_USER_DECLARATIONS = ['NON_PROFESSIONAL_DATA_USER_DECLARATION', 'PROFESSIONAL_DATA_USER_DECLARATION'] as const;

export type DataUserDeclaration = (typeof DATA_USER_DECLARATIONS)[number];

export const dataUserDeclarationSchema = /* @__PURE__ */ v.picklist(DATA_USER_DECLARATIONS);

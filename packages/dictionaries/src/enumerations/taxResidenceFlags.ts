import * as v from 'valibot';

/**
 * Who the applicant is for tax purposes (docs/spec/flow/entities.md#tax-residence "taxResidenceFlag (1 foreigner living abroad, 2 foreigner living
 * in Poland, 3 Pole)"). With 2, the Polish residence uses a fixed Warsaw office (docs/spec/flow/states.md#tax-residence, `FIXED_TAX_OFFICE_ID`).
 */
export const TAX_RESIDENCE_FLAGS = { FOREIGNER_ABROAD: 1, FOREIGNER_IN_POLAND: 2, POLE: 3 } as const;

export type TaxResidenceFlag = (typeof TAX_RESIDENCE_FLAGS)[keyof typeof TAX_RESIDENCE_FLAGS];

export const TAX_RESIDENCE_FLAG_VALUES: readonly TaxResidenceFlag[] = /* @__PURE__ */ Object.values(TAX_RESIDENCE_FLAGS);

export const taxResidenceFlagSchema = /* @__PURE__ */ v.picklist(TAX_RESIDENCE_FLAG_VALUES);

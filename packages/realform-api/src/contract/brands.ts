import * as v from 'valibot';

/** The two brands (docs/spec/flow/overview.md#brands): the Polish brokerage brand and the international brand ('eu-' paths). */
export const BRANDS = ['pl', 'eu'] as const;

export type Brand = (typeof BRANDS)[number];

export const brandSchema = v.picklist(BRANDS, 'request.malformed');

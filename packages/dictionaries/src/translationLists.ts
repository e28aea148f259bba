import * as v from 'valibot';

/** The translation lists loaded by locale (docs/spec/flow/calls.md#translations "Translation JSON loads by locale (months, purposeContract, sourceEarnings lists)"). */
export const TRANSLATION_LISTS = ['months', 'purposeContract', 'sourceEarnings'] as const;

export type TranslationListName = (typeof TRANSLATION_LISTS)[number];

export const translationListNameSchema = /* @__PURE__ */ v.picklist(TRANSLATION_LISTS);

/** One entry of a translation list: the value a form sends and its label in the list's locale. */
export interface TranslationListEntry {
  value: string;
  label: string;
}

/** A translation list as the default loader type expects it. */
export type TranslationList = readonly TranslationListEntry[];

import { TAX_OFFICES, type Locale } from '@onboarding/dictionaries';
import type { DictionariesList } from '@onboarding/realform-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useFlow } from './FlowContext';

/** A Polish tax office as the lists carry it (`id` is what `polandTaxOfficeId` sends). */
export interface TaxOfficeEntry {
  id: number;
  code: string;
  name: string;
  city: string;
}

/**
 * The lists a step shows, from the server when its answer is in, from the bundled dictionaries until then. Today the
 * tax offices: the one list that changes by decision of others (the Ministry of Finance adds, merges and renames
 * offices), where an open tab's bundle can fall behind the server.
 */
export interface FlowDictionaries {
  taxOffices: readonly TaxOfficeEntry[];
  /** Where the lists came from: the server's get-dictionaries-list, or the bundle while it loads or if it failed. */
  source: 'server' | 'bundled';
}

/**
 * The key of docs/spec/flow/entities.md#dictionaries's "Dictionaries loaded at start" in the flow's query cache: one request per session, locale and
 * brand, shared by every step that reads them (the declarations step's consent list uses the same key).
 */
export function dictionariesQueryKey(locale: Locale, brand: 'pl' | 'eu') {
  return ['getDictionariesList', locale, brand] as const;
}

const BUNDLED: FlowDictionaries = { taxOffices: TAX_OFFICES, source: 'bundled' };

/**
 * The lists of the server's answer, where it gave them. A list missing from the answer (an error answer, an older
 * server) is taken from the bundle; a list the server gave wins over the bundle, because the server checks the
 * submitted values against its own lists (packages/dictionaries README, "Bundled lists and the server's").
 */
export function dictionariesFrom(answer: DictionariesList | undefined): FlowDictionaries {
  if (!answer || answer.status !== 'success') return BUNDLED;
  // An empty office list is no answer a server means (Poland has offices): the bundle stays.
  if (!answer.taxOfficeList?.length) return BUNDLED;
  return { taxOffices: answer.taxOfficeList, source: 'server' };
}

/**
 * docs/spec/flow/entities.md#dictionaries/docs/spec/flow/calls.md#call-table get-dictionaries-list, read once per session through the query cache. Steps render at once from the
 * bundled dictionaries and switch to the server's lists when they arrive; a failed load leaves the bundled lists
 * (they are the same data the server was built with) — the server still checks every submitted value.
 */
export function useDictionaries(): FlowDictionaries {
  const { client, locale, brand } = useFlow();
  const { data } = useQuery({
    queryKey: dictionariesQueryKey(locale, brand.brand),
    queryFn: () => client.call('getDictionariesList', {}),
    staleTime: Infinity,
  });
  return useMemo(() => dictionariesFrom(data), [data]);
}

/**
 * Starts reading the dictionaries a step before the one that shows them (the address step, before the tax offices):
 * that step then shows the server's list from its first render, and a list never changes under the applicant's hand.
 * Nothing is shown or waited for here; a failure is the later step's to handle (its bundled list).
 */
export function usePrefetchDictionaries(): void {
  const { client, locale, brand } = useFlow();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery({
      queryKey: dictionariesQueryKey(locale, brand.brand),
      queryFn: () => client.call('getDictionariesList', {}),
      staleTime: Infinity,
    });
  }, [queryClient, client, locale, brand.brand]);
}

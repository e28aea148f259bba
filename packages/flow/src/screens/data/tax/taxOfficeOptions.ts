import { TAX_OFFICES, type TaxOffice } from '@onboarding/dictionaries';
import { foldForSearch, type SearchSelectOption } from '@onboarding/form-fields';

/**
 * The names applicants of this product's other languages use for Polish cities whose offices they look for ("Warsaw"
 * on the English page, "Varsovie" on the French one): searched besides the office's own name and town.
 */
const CITY_NAMES_ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  Warszawa: ['Warsaw', 'Warschau', 'Varsovie', 'Varsavia', 'Varsovia', 'Varsóvia', 'Varšava', 'Varšuva', 'Varšava', 'Varșovia', 'Варшава'],
  Kraków: ['Cracow', 'Krakau', 'Cracovie', 'Cracovia', 'Cracóvia', 'Krakov', 'Krokuva', 'Krakova', 'Краков', 'Краків'],
  Gdańsk: ['Danzig', 'Dantzig', 'Danzica', 'Гданьск', 'Гданськ'],
  Wrocław: ['Breslau', 'Breslavia', 'Vratislav', 'Вроцлав'],
  Poznań: ['Posen', 'Posnania', 'Познань'],
  Łódź: ['Lodsch', 'Лодзь', 'Лодзь'],
};

type OfficeEntry = Pick<TaxOffice, 'id' | 'name' | 'city'>;

/**
 * Tax offices as search options: the official name, found also by its town and the town's other names. The list is
 * the server's (get-dictionaries-list) once it is in, the bundled one until then (`useDictionaries`).
 */
export function taxOfficeOptions(offices: readonly OfficeEntry[]): readonly SearchSelectOption<number>[] {
  return offices.map((office) => ({
    value: office.id,
    label: office.name,
    keywords: [office.city, ...(CITY_NAMES_ELSEWHERE[office.city] ?? [])],
  }));
}

/** Whether an office sits in the applicant's town (the address step's city), to list it first. */
export function officeInTown(
  city: string | null | undefined,
  offices: readonly OfficeEntry[] = TAX_OFFICES,
): ((option: SearchSelectOption<number>) => boolean) | undefined {
  const town = city ? foldForSearch(city) : '';
  if (!town) return undefined;
  const cityOf = new Map(offices.map((office) => [office.id, foldForSearch(office.city)]));
  return (option) => cityOf.get(option.value) === town;
}

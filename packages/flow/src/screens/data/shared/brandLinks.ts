import type { BrandConfig } from '../../../brand/BrandConfig';

/** Links of a brand the data steps show when the host configures them. */
export interface BrandLinks {
  /** The table of fees and commissions (S0 §2 addressDetails "fees-table link"). */
  feesTableUrl?: string;
  /**
   * Where the agreement documents of declarationAcceptance live: `{documentsUrl}/{locale}/{file}` for each document,
   * and `{documentsUrl}/{locale}/all.zip` for "download all" (S0 §2, §4).
   */
  documentsUrl?: string;
}

/**
 * The brand's optional links. `BrandConfig` does not declare them yet (the frame's file): a host that sets them on
 * its brand object gets the links; without them the screens leave the links out rather than point nowhere.
 */
export function brandLinks(brand: BrandConfig): BrandLinks {
  const extra = brand as BrandConfig & BrandLinks;
  return { feesTableUrl: extra.feesTableUrl, documentsUrl: extra.documentsUrl };
}

import type { BrandConfig } from '../../../brand/BrandConfig';

/** Links of a brand the data steps show when the host configures them. */
export type BrandLinks = Pick<BrandConfig, 'feesTableUrl' | 'documentsUrl'>;

/** The brand's optional links; without them the screens leave the links out rather than point nowhere. */
export function brandLinks(brand: BrandConfig): BrandLinks {
  return { feesTableUrl: brand.feesTableUrl, documentsUrl: brand.documentsUrl };
}

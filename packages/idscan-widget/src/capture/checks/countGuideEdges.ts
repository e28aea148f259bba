import type { Rect } from '../types';
import { EDGE_STRENGTH } from './findDocumentBounds';
import type { GreyImage } from './GreyImage';

/** A border is found when this share of the positions along it show an edge of the right direction. */
const MIN_BORDER_COVERAGE = 0.5;

/** How far from the guide line a document edge may lie, as a share of the guide's short side. */
const BAND_SHARE = 0.08;

/** Positions this close to a corner are skipped: rounded card corners and the fingers holding it live there. */
const CORNER_SHARE = 0.1;

/**
 * How many of the guide rectangle's four borders have a document edge along them: for the top and bottom a
 * horizontal edge (vertical gradient dominating), for the sides a vertical one, somewhere within a band around
 * the guide line. Four means the document fills the guide; fewer means it is off to one side, too small, too
 * big or missing ("document not in frame", docs/spec/widget/screens.md).
 */
export function countGuideEdges(image: GreyImage, guide: Rect): number {
  const { width, height, data } = image;
  const band = Math.max(2, Math.round(Math.min(guide.width, guide.height) * BAND_SHARE));

  /** Share of positions along a border line (fixed coordinate `line`) that show an edge within the band. */
  const coverage = (horizontal: boolean, line: number): number => {
    const start = horizontal ? guide.x + guide.width * CORNER_SHARE : guide.y + guide.height * CORNER_SHARE;
    const end = horizontal ? guide.x + guide.width * (1 - CORNER_SHARE) : guide.y + guide.height * (1 - CORNER_SHARE);
    const along0 = Math.max(1, Math.floor(start));
    const along1 = Math.min((horizontal ? width : height) - 1, Math.ceil(end));
    const across0 = Math.max(1, Math.round(line) - band);
    const across1 = Math.min((horizontal ? height : width) - 2, Math.round(line) + band);
    if (along1 <= along0 || across1 < across0) return 0;
    let hits = 0;
    for (let a = along0; a < along1; a++) {
      for (let c = across0; c <= across1; c++) {
        const i = horizontal ? c * width + a : a * width + c;
        const alongGradient = horizontal ? Math.abs(data[i + 1]! - data[i - 1]!) : Math.abs(data[i + width]! - data[i - width]!);
        const acrossGradient = horizontal ? Math.abs(data[i + width]! - data[i - width]!) : Math.abs(data[i + 1]! - data[i - 1]!);
        if (acrossGradient >= EDGE_STRENGTH && acrossGradient > alongGradient) {
          hits++;
          break;
        }
      }
    }
    return hits / (along1 - along0);
  };

  let found = 0;
  if (coverage(true, guide.y) >= MIN_BORDER_COVERAGE) found++;
  if (coverage(true, guide.y + guide.height) >= MIN_BORDER_COVERAGE) found++;
  if (coverage(false, guide.x) >= MIN_BORDER_COVERAGE) found++;
  if (coverage(false, guide.x + guide.width) >= MIN_BORDER_COVERAGE) found++;
  return found;
}

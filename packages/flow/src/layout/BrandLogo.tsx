import { useFlow } from '../api/FlowContext';
import { MOBILE_BREAKPOINT_PX } from '../constants';

/**
 * The header's brand mark (S0 §1: header images differ by brand): the brand's logo, a narrower one under the
 * mobile breakpoint (S0 §9) when the brand has one, or the brand's name as text. The image's text alternative is
 * the brand's name.
 */
export function BrandLogo() {
  const { brand } = useFlow();
  const images = brand.headerImages;
  if (!images) return <span className="onb-brand">{brand.name}</span>;
  const { logo, logoMobile } = images;
  return (
    <picture className="onb-brand">
      {logoMobile ? (
        <source media={`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`} srcSet={logoMobile.src} width={logoMobile.width} height={logoMobile.height} />
      ) : null}
      <img className="onb-brand__logo" src={logo.src} width={logo.width} height={logo.height} alt={brand.name} />
    </picture>
  );
}

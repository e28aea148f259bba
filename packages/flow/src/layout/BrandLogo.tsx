import { useFlow } from '../api/FlowContext';
import { MOBILE_BREAKPOINT_PX } from '../constants';

/**
 * The header's brand (docs/spec/flow/overview.md#brands: header images differ by brand): the brand's logo mark, when it has one (a narrower one
 * under the mobile breakpoint, docs/spec/flow/constants.md, when configured), and beside it the brand's name as text. The name is never
 * inside an image, so it is never clipped by an image's fixed width, wraps on a narrow phone, follows the page's font
 * and zoom, and is read by assistive technology as text; the mark is decorative beside it (empty text alternative).
 */
export function BrandLogo() {
  const { brand } = useFlow();
  const images = brand.headerImages;
  return (
    <span className="onb-brand" data-brand-name="">
      {images ? (
        <picture className="onb-brand__mark">
          {images.logoMobile ? (
            <source
              media={`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`}
              srcSet={images.logoMobile.src}
              width={images.logoMobile.width}
              height={images.logoMobile.height}
            />
          ) : null}
          <img className="onb-brand__logo" src={images.logo.src} width={images.logo.width} height={images.logo.height} alt="" />
        </picture>
      ) : null}
      <span className="onb-brand__name">{brand.name}</span>
    </span>
  );
}

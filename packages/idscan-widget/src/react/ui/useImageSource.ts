import { useEffect, type RefObject } from 'react';

/**
 * Shows a Blob (a captured photo) or a URL in an `<img>`. A Blob gets an object URL for as long as it is shown,
 * revoked afterwards so the photo does not stay in memory. Set from an effect, not from render: creating the
 * URL is a side effect, and React may render twice. Hosts with a CSP need `img-src blob:` for captured photos.
 */
export function useImageSource(image: Blob | string, ref: RefObject<HTMLImageElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof image === 'string') {
      element.src = image;
      return undefined;
    }
    const url = URL.createObjectURL(image);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [image, ref]);
}

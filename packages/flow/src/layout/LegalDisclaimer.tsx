import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useFlow } from '../api/FlowContext';

/** The custom property that keeps focused controls clear of the sticky disclaimer (styles.css `scroll-padding`). */
export const DISCLAIMER_HEIGHT_PROPERTY = '--of-disclaimer-height';

/** The full text's box: at most this share of the window's height (styles.css `.onb-disclaimer[data-long]`, 40vh). */
const FULL_TEXT_MAX_HEIGHT = 0.4;

/**
 * docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the sticky legal disclaimer, always shown, short or long by the applicant's choice (short at first, so
 * it takes little of a phone's screen). It stays at the bottom of the viewport; its height is published as
 * {@link DISCLAIMER_HEIGHT_PROPERTY} so the page scrolls focused controls above it (WCAG 2.4.11 Focus Not
 * Obscured). Set through the CSSOM, which the strict CSP allows (no inline style attribute).
 */
export function LegalDisclaimer() {
  const { t } = useLingui();
  const { brand } = useFlow();
  // ESMA's figure for this provider (brand settings `cfdRetailLossPercent`), in the short text too (issue 18).
  const lossPercent = brand.cfdRetailLossPercent;
  const lossFigure =
    lossPercent === undefined ? null : <Trans>{lossPercent}% of retail investor accounts lose money when trading CFDs with this provider.</Trans>;
  const [long, setLong] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const textId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(DISCLAIMER_HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DISCLAIMER_HEIGHT_PROPERTY);
    };
  }, []);

  // The full text scrolls inside a box of at most 40 % of the window (styles.css). Missing it by less than two lines,
  // the last line would be cut by a few pixels with nothing to say there is more: then it is shown whole.
  const textRef = useRef<HTMLDivElement>(null);
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    const element = textRef.current;
    if (!long || !element || typeof ResizeObserver === 'undefined') {
      setWhole(false);
      return undefined;
    }
    // Against the box's height, not the element's (which is the text's own once shown whole): a turned phone or a
    // resized window decides again.
    const measure = () => {
      const hidden = element.scrollHeight - Math.floor(window.innerHeight * FULL_TEXT_MAX_HEIGHT);
      const line = Number.parseFloat(getComputedStyle(element).lineHeight) || 24;
      setWhole(hidden > 0 && hidden < 2 * line);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [long]);

  return (
    <aside ref={ref} className="onb-disclaimer" aria-label={t`Risk warning`} data-long={long ? '' : undefined}>
      {/* A long text scrolls within its box: focusable, so keyboard users can scroll it too. */}
      <div
        ref={textRef}
        id={textId}
        className="onb-disclaimer__text"
        data-whole={long && whole ? '' : undefined}
        tabIndex={long ? 0 : undefined}
        role={long ? 'region' : undefined}
        aria-label={long ? t`Full risk warning` : undefined}
      >
        <p>
          <Trans>Investing involves risk: the value of your investments can fall as well as rise, and you may lose the money you invest.</Trans>
          {lossFigure && !long ? <> {lossFigure}</> : null}
        </p>
        {long ? (
          <>
            <p>
              <Trans>Contracts for difference (CFDs) are complex instruments and come with a high risk of losing money rapidly due to leverage.</Trans>
              {lossFigure ? <> {lossFigure}</> : null}{' '}
              <Trans>Consider whether you understand how they work and whether you can afford to take the high risk of losing your money.</Trans>
            </p>
            <p>
              <Trans>
                Past performance is not a reliable indicator of future results. Nothing on this page is investment advice. Before you
                invest, read the key information documents and the terms of service.
              </Trans>
            </p>
          </>
        ) : null}
      </div>
      <button type="button" className="onb-disclaimer__toggle" aria-expanded={long} aria-controls={textId} onClick={() => setLong((value) => !value)}>
        {long ? <Trans>Show less</Trans> : <Trans>Show the full risk warning</Trans>}
      </button>
    </aside>
  );
}

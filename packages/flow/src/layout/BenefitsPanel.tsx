import { Trans, useLingui } from '@lingui/react/macro';
import { Loader } from '@onboarding/form-fields';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useFlow } from '../api/FlowContext';
import { SIDE_PANEL_AUTO_CLOSE_MS } from '../constants';
import { withChunkTimeout } from '../routing/lazyScreen';
import { useLockStore } from '../stores/lockStore';

// The panel opens closed: its content (bullets, award images when configured) loads when the applicant reaches for
// the button, not with the first page.
const loadBenefitsList = () => withChunkTimeout(() => import('./BenefitsList'));
const BenefitsList = lazy(() => loadBenefitsList().then((module) => ({ default: module.BenefitsList })));

/**
 * docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the side panel of broker benefits — an award-winning broker, seven bullet points (the first hidden for
 * the Polish locale), award images. The award claim and the images appear only when the broker configured awards
 * (brand setting `awards`); without, the panel is "Why choose us" with the bullet points. It opens closed after
 * loading, so it never covers the step; the applicant opens it with its button, and it closes itself about 2 s
 * after a loader ends (the next step is on screen).
 * A disclosure (GOV.UK / WAI-ARIA pattern): a heading with a button that says whether the content is shown.
 */
export function BenefitsPanel() {
  const { t } = useLingui();
  const { locale, brand } = useFlow();
  const awards = brand.awards ?? [];
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  useEffect(() => {
    const unsubscribe = useLockStore.subscribe((state, previous) => {
      clearTimeout(closeTimer.current);
      if (state.locked || !previous.locked) return;
      // The panel holds nothing focusable, so closing it never takes the applicant's focus away.
      closeTimer.current = setTimeout(() => setOpen(false), SIDE_PANEL_AUTO_CLOSE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(closeTimer.current);
    };
  }, []);

  return (
    <aside className="onb-benefits" aria-label={t`Why choose us`} data-open={open ? '' : undefined}>
      <h2 className="onb-benefits__title">
        <button
          type="button"
          className="onb-benefits__toggle"
          aria-expanded={open}
          aria-controls={contentId}
          // Fetched as the pointer or the focus reaches the button, so the content is there when it opens.
          onPointerEnter={() => void loadBenefitsList().catch(() => {})}
          onFocus={() => void loadBenefitsList().catch(() => {})}
          onClick={() => {
            // The applicant's own choice wins over a pending auto-close.
            clearTimeout(closeTimer.current);
            setOpen((value) => !value);
          }}
        >
          {awards.length > 0 ? <Trans>An award-winning broker</Trans> : <Trans>Why choose us</Trans>}
        </button>
      </h2>
      <div id={contentId} className="onb-benefits__content" hidden={!open}>
        {open ? (
          <Suspense fallback={<Loader label={t`Loading…`} />}>
            <BenefitsList locale={locale} awards={awards} />
          </Suspense>
        ) : null}
      </div>
    </aside>
  );
}

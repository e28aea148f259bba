import { useLingui } from '@lingui/react/macro';
import { classNames, useControllableState, useDomId } from '@repo/react-primitives';
import {
  Children,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { dataAttribute } from '../internal/dataAttribute';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The carousel's accessible name, e.g. "How to take a good photo". */
  label: string;
  /** The slides: each child is one slide. */
  children: ReactNode;
  /** The index of the current slide (controlled). */
  index?: number;
  /** The slide shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the new index when the user moves to another slide (buttons, keys, or swiping). */
  onIndexChange?(index: number): void;
  /** The previous button's accessible name. @default "Previous slide" */
  previousLabel?: string;
  /** The next button's accessible name. @default "Next slide" */
  nextLabel?: string;
  id?: string;
  className?: string;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

/** How long scrolling must rest before the current slide is read from the scroll position. */
const SCROLL_SETTLE_MS = 100;

/** The slide whose inline-start edge is nearest the track's (the one scroll snapping settled on). */
function slideAtScrollPosition(track: HTMLElement): number {
  const slides = [...track.children] as HTMLElement[];
  // Sub-pixel widths leave the end a pixel or two short of scrollWidth.
  const atEnd = Math.abs(track.scrollLeft) + track.clientWidth >= track.scrollWidth - 2;
  if (atEnd && track.scrollLeft !== 0) return slides.length - 1;
  const rtl = getComputedStyle(track).direction === 'rtl';
  const trackBox = track.getBoundingClientRect();
  let nearest = 0;
  let nearestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, position) => {
    const box = slide.getBoundingClientRect();
    const distance = Math.abs(rtl ? trackBox.right - box.right : box.left - trackBox.left);
    if (distance < nearestDistance) {
      nearest = position;
      nearestDistance = distance;
    }
  });
  return nearest;
}

/**
 * The photo-tips carousel (docs/spec/flow/screens.md#upload-document upload page, docs/spec/flow/constants.md#capture): 1.3 slides in view with 20 px between them (styles.css),
 * CSS scroll snapping for swipes, previous/next buttons and arrow keys (Home/End too) on the focused track.
 * Never turns on its own. WAI-ARIA APG carousel: a `<section>` with `aria-roledescription="carousel"`, each
 * slide a group with `aria-roledescription="slide"` named "n of m"; moving with the buttons is announced
 * politely. Right-to-left pages scroll the other way, and the arrow keys follow.
 */
export function Carousel({
  label,
  children,
  index,
  defaultIndex = 0,
  onIndexChange,
  previousLabel,
  nextLabel,
  id,
  className,
  ref,
}: CarouselProps) {
  const { t } = useLingui();
  const slides = Children.toArray(children);
  const count = slides.length;
  const generatedId = useDomId();
  const trackId = `${id ?? `of-${generatedId}`}-slides`;
  const [current, setCurrent] = useControllableState(index, defaultIndex, onIndexChange);
  const [announcement, setAnnouncement] = useState('');
  const trackRef = useRef<HTMLDivElement>(null);
  // The slide the track is scrolled to; the effect scrolls only when the index moved away from it.
  const scrolledTo = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);
  const lastIndex = Math.max(0, count - 1);
  const shown = Math.min(Math.max(current, 0), lastIndex);

  useEffect(() => {
    const track = trackRef.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!track || shown === scrolledTo.current) return;
    // The first slide given is simply shown; later moves glide, unless the user asks for less motion.
    const instant =
      first || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
    scrolledTo.current = shown;
    const slide = track.children[shown];
    if (!slide) return;
    // The track scrolls by itself, never the page (scrollIntoView would pull a carousel below the fold into view).
    const rtl = getComputedStyle(track).direction === 'rtl';
    const slideBox = slide.getBoundingClientRect();
    const trackBox = track.getBoundingClientRect();
    track.scrollBy({
      left: rtl ? slideBox.right - trackBox.right : slideBox.left - trackBox.left,
      behavior: instant ? 'instant' : 'smooth',
    });
  }, [shown]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(target, 0), lastIndex);
    if (next === shown) return;
    setCurrent(next);
    const position = next + 1;
    setAnnouncement(t`Slide ${position} of ${count}`);
  };

  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const settled = slideAtScrollPosition(track);
      scrolledTo.current = settled;
      if (settled !== shown) setCurrent(settled);
    }, SCROLL_SETTLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key];
    if (step !== undefined) goTo(shown + step);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(lastIndex);
    else return;
    event.preventDefault();
  };

  const atStart = shown === 0;
  const atEnd = shown === lastIndex;

  return (
    <section
      ref={ref}
      id={id}
      className={classNames('of-carousel', className)}
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <div className="of-carousel__controls">
        <button
          type="button"
          className="of-carousel__button"
          aria-label={previousLabel ?? t`Previous slide`}
          aria-controls={trackId}
          // aria-disabled, not disabled: a button that disables itself under the user's finger drops focus.
          aria-disabled={atStart || undefined}
          onClick={() => goTo(shown - 1)}
        >
          <span className="of-carousel__icon of-carousel__icon--previous" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="of-carousel__button"
          aria-label={nextLabel ?? t`Next slide`}
          aria-controls={trackId}
          aria-disabled={atEnd || undefined}
          onClick={() => goTo(shown + 1)}
        >
          <span className="of-carousel__icon of-carousel__icon--next" aria-hidden="true" />
        </button>
      </div>
      {/* Focusable, so keyboard users can scroll it and use the arrow keys (axe: scrollable-region-focusable). */}
      <div
        ref={trackRef}
        id={trackId}
        className="of-carousel__track"
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, position) => {
          const number = position + 1;
          return (
            <div
              // Children.toArray gives each child a stable key.
              key={(slide as { key?: string }).key ?? position}
              className="of-carousel__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${number} of ${count}`}
              data-current={dataAttribute(position === shown)}
            >
              {slide}
            </div>
          );
        })}
      </div>
      <p className="of-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { renderWithI18n } from '../test/renderWithI18n';

const tips = ['Put the document on a dark, plain surface', 'Avoid glare and shadows', 'Keep all four corners in view'];

function Tips(props: Partial<Parameters<typeof Carousel>[0]>) {
  return (
    <Carousel label="How to take a good photo" {...props}>
      {tips.map((tip) => (
        <p key={tip}>{tip}</p>
      ))}
    </Carousel>
  );
}

const slide = (name: string) => screen.getByRole('group', { name });
const scrolled = vi.fn();

beforeEach(() => {
  scrolled.mockClear();
  // jsdom has no layout and no element scrolling: place slide n at n × 100 px and record how far the track
  // is asked to scroll (the browser run in Carousel.stories.tsx measures the real thing).
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const position = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
    const left = this.classList.contains('of-carousel__slide') ? position * 100 : 0;
    return DOMRect.fromRect({ x: left, width: 100, height: 50 });
  });
  Element.prototype.scrollBy = function scrollBy(options?: ScrollToOptions | number) {
    scrolled(typeof options === 'object' ? options.left : options);
  };
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollBy');
});

describe('Carousel', () => {
  it('is a named carousel of slides labelled "n of m" (APG)', () => {
    renderWithI18n(<Tips />);
    const carousel = screen.getByRole('region', { name: 'How to take a good photo' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide('1 of 3')).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide('3 of 3')).toHaveTextContent('Keep all four corners in view');
    expect(slide('1 of 3')).toHaveAttribute('data-current');
  });

  it('moves with the next and previous buttons, announcing the slide', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    renderWithI18n(<Tips onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrolled).toHaveBeenLastCalledWith(100);
    expect(slide('2 of 3')).toHaveAttribute('data-current');
    expect(screen.getByText('Slide 2 of 3')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrolled).toHaveBeenLastCalledWith(0);
    expect(onIndexChange.mock.calls).toEqual([[1], [0]]);
  });

  it('marks the buttons unavailable at the ends and ignores them there, keeping focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Tips defaultIndex={2} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(slide('3 of 3')).toHaveAttribute('data-current');
    expect(next).toHaveFocus();
  });

  it('scrolls to the first slide given, without an announcement', () => {
    renderWithI18n(<Tips defaultIndex={1} />);
    expect(scrolled).toHaveBeenCalledExactlyOnceWith(100);
    expect(screen.queryByText(/^Slide/)).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End on the focused track', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Tips />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(slide('1 of 3').parentElement).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slide('2 of 3')).toHaveAttribute('data-current');
    await user.keyboard('{End}');
    expect(slide('3 of 3')).toHaveAttribute('data-current');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(slide('1 of 3')).toHaveAttribute('data-current');
  });

  it('swaps the arrow keys on a right-to-left page', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <div dir="rtl">
        <Tips />
      </div>,
    );
    slide('1 of 3').parentElement!.style.direction = 'rtl'; // jsdom does not inherit `dir` into computed style
    slide('1 of 3').parentElement!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slide('2 of 3')).toHaveAttribute('data-current');
    await user.keyboard('{ArrowRight}');
    expect(slide('1 of 3')).toHaveAttribute('data-current');
  });

  it('follows its index when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <Tips index={index} onIndexChange={setIndex} />
          <button type="button" onClick={() => setIndex(2)}>
            Last tip
          </button>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Last tip' }));
    expect(slide('3 of 3')).toHaveAttribute('data-current');
    expect(scrolled).toHaveBeenLastCalledWith(200);
  });

  it('never turns on its own', () => {
    vi.useFakeTimers();
    try {
      renderWithI18n(<Tips />);
      vi.advanceTimersByTime(60_000);
      expect(slide('1 of 3')).toHaveAttribute('data-current');
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forwards its ref to the section', () => {
    const ref = { current: null as HTMLElement | null };
    renderWithI18n(<Tips ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('region'));
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Tips />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

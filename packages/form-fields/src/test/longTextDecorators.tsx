import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * A phone-width column written right to left: the "long, RTL-safe text" state of every control. Long words must
 * wrap inside it, and the layout must mirror (error bar, chevrons and padding on the logical sides). The inline
 * padding keeps the error bar, drawn outside the field, inside the canvas.
 */
export const longTextRtl: Decorator = (Story) => (
  <div dir="rtl" className="of-story-column" style={{ maxWidth: '20rem', paddingInline: '1rem' }}>
    <Story />
  </div>
);

/** A long unbroken word (an address, a document number): it must wrap, not widen the page. */
export const LONG_WORD = 'anna.maria.kowalska-nowak.with.a.very.long.address@subdomain.example-brokerage.com';

/** Fails when anything in the story's column is wider than the column. */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement): Promise<void> {
  const column = canvasElement.querySelector<HTMLElement>('.of-story-column');
  await expect(column).not.toBeNull();
  await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
}

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { YesNoField } from './YesNoField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/YesNoField',
  component: YesNoField,
  args: { label: 'Are you a US taxpayer?', name: 'usaTaxPayer', onValueChange: fn() },
} satisfies Meta<typeof YesNoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: false } };

export const Error: Story = { tags: ['visual'], args: { error: 'Say whether you are a US taxpayer' } };

export const Disabled: Story = { args: { defaultValue: true, disabled: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Are you, or is a close family member or associate of yours, a politically exposed person holding a prominent public function?',
  },
};

export const WithHint: Story = { args: { hint: 'For example, a US citizen or a holder of a green card' } };

export const CustomLabels: Story = {
  args: { label: 'Do you live in Poland?', yesLabel: 'Yes, I live in Poland', noLabel: 'No, I live elsewhere' },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Czy jesteś rezydentem podatkowym USA?', error: 'Wybierz odpowiedź' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Nie' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(false);
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: {
    defaultValue: true,
    label: `Do you hold a tax identification number at ${LONG_WORD}?`,
    yesLabel: `Yes, at ${LONG_WORD}`,
    error: `Answer for ${LONG_WORD}`,
  },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

/**
 * The inline-start edge of each line of an element's text (the left in left-to-right text, the right in
 * right-to-left), and that of its content box, in CSS pixels.
 */
function lineStarts(element: HTMLElement): { lines: number[]; edge: number } {
  const style = getComputedStyle(element);
  const rtl = style.direction === 'rtl';
  const range = document.createRange();
  range.selectNodeContents(element);
  const byLine = new Map<number, number>();
  for (const rect of range.getClientRects()) {
    if (rect.width === 0) continue;
    const top = Math.round(rect.top);
    const start = rtl ? rect.right : rect.left;
    const known = byLine.get(top);
    byLine.set(top, known === undefined ? start : rtl ? Math.max(known, start) : Math.min(known, start));
  }
  const box = element.getBoundingClientRect();
  const inset = (side: 'left' | 'right') => parseFloat(style.getPropertyValue(`border-${side}-width`)) + parseFloat(style.getPropertyValue(`padding-${side}`));
  return { lines: [...byLine.values()], edge: rtl ? box.right - inset('right') : box.left + inset('left') };
}

const HINT_LINK = 'Who is a US taxpayer, and who counts as one for the purposes of this account?';

/** A link in the hint whose label wraps reads as part of the hint: every line starts at the same edge, none is centred. */
const hintLinkWraps: Story = {
  args: { hint: <Button variant="link">{HINT_LINK}</Button> },
  play: async ({ canvasElement }) => {
    const { lines, edge } = lineStarts(within(canvasElement).getByRole('button', { name: HINT_LINK }));
    await expect(lines.length).toBeGreaterThan(1);
    for (const start of lines) await expect(Math.abs(start - edge)).toBeLessThan(1);
  },
};

/** A column narrow enough for the hint's link to wrap, in either direction. */
const narrowColumn =
  (dir: 'ltr' | 'rtl'): Decorator =>
  (Story) => (
    <div dir={dir} className="of-story-column" style={{ maxWidth: '14rem' }}>
      <Story />
    </div>
  );

export const HintLinkWrapping: Story = { ...hintLinkWraps, decorators: [narrowColumn('ltr')] };

export const HintLinkWrappingRtl: Story = { ...hintLinkWraps, decorators: [narrowColumn('rtl')] };

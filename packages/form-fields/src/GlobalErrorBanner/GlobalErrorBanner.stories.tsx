import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobalErrorBanner } from './GlobalErrorBanner';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const meta = {
  title: 'Form fields/GlobalErrorBanner',
  component: GlobalErrorBanner,
  args: { message: 'We could not save your answers. Try again in a minute.' },
} satisfies Meta<typeof GlobalErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = { tags: ['visual'] };

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: pageText(context, msg`Dismiss the message`) }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Your session has expired because the page was left open for a long time. Your answers so far are saved: sign in again with your e-mail address and password to continue where you stopped.',
  },
};

export const CustomTitle: Story = { args: { title: 'The service is unavailable' } };

export const Hidden: Story = { args: { message: null } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { message: 'Nie udało się zapisać odpowiedzi. Spróbuj ponownie za minutę.', onDismiss: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Coś poszło nie tak');
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { message: `We could not reach ${LONG_WORD}. Try again in a minute.`, onDismiss: fn() },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmailField } from '../EmailField/EmailField';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';
import { YesNoField } from '../YesNoField/YesNoField';

const errors = [
  { fieldId: 'email', message: 'Enter your e-mail address' },
  { fieldId: 'pep', message: 'Say whether you are a politically exposed person' },
];

const meta = {
  title: 'Form fields/ErrorSummary',
  component: ErrorSummary,
  // The fields' labels are args too, so that they follow the locale toolbar (apps/storybook/src/storyLabels.ts).
  args: { errors, autoFocus: true, emailLabel: 'E-mail address', pepLabel: 'Are you a politically exposed person?' },
  render: ({ emailLabel, pepLabel, ...args }) => (
    <>
      <ErrorSummary {...args} />
      <EmailField id="email" label={emailLabel} error={args.errors[0]?.message} />
      <YesNoField id="pep" label={pepLabel} error={args.errors[1]?.message} />
    </>
  ),
} satisfies Meta<ErrorSummaryProps & { emailLabel: string; pepLabel: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shown after a failed submit: it takes focus; each link focuses its field. The summary focuses itself in an effect,
 * after the first paint: outside a test runner's act() (the built Storybook) the play function starts before that, so
 * it waits for the focus as a user would see it arrive.
 */
export const Errors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: pageText(context, msg`Say whether you are a politically exposed person`) }));
    await expect(canvas.getByRole('radio', { name: pageText(context, msg`Yes`) })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: pageText(context, msg`Enter your e-mail address`) }));
    await expect(canvas.getByRole('textbox', { name: pageText(context, msg`E-mail address`) })).toHaveFocus();
  },
};

export const OneError: Story = { tags: ['visual'], args: { errors: [errors[0]!] } };

export const NoErrors: Story = { args: { errors: [] } };

export const LongMessage: Story = {
  args: {
    errors: [
      {
        fieldId: 'email',
        message:
          'Enter an e-mail address in the correct format, like name@example.com, without spaces and with a dot in the domain',
      },
    ],
  },
};

export const CustomTitle: Story = { args: { title: 'Check these answers before you continue' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: {
    errors: [
      { fieldId: 'email', message: 'Podaj adres e-mail' },
      { fieldId: 'pep', message: 'Odpowiedz, czy zajmujesz eksponowane stanowisko polityczne' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Wystąpił problem' })).toBeVisible();
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { errors: [{ fieldId: 'email', message: `Enter an address like ${LONG_WORD}` }] },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

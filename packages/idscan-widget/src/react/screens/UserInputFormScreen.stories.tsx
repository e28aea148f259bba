import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { UserInputFormScreen } from './UserInputFormScreen';

const meta = {
  title: 'Identity widget/User input form',
  component: UserInputFormScreen,
  decorators: [widgetRoot],
  args: { onSubmit: fn() },
} satisfies Meta<typeof UserInputFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { firstName: 'Anna', lastName: 'Kowalska', house: '12A', street: 'Baker Street', town: 'London', postcode: 'NW16XE' } },
};

export const ProblemsFromTheWidget: Story = {
  tags: ['visual'],
  args: { defaultValues: { house: '12', street: 'Baker Street', town: 'London', postcode: 'NW1' }, problems: { postcode: { kind: 'length', min: 5, max: 8 } } },
};

/** A submit with the required fields empty: the summary takes focus and links to each field. */
export const RequiredMissing: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pageText(context, msg`Continue`) }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByText(spacesCollapsed(pageText(context, msg`Please fill in all required fields`)))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Polish: Story = { globals: { locale: 'pl' } };

import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { JourneySelectScreen } from './JourneySelectScreen';

const meta = {
  title: 'Identity widget/Journey select',
  component: JourneySelectScreen,
  decorators: [widgetRoot],
  args: {
    onContinue: fn(),
    journeys: [
      { id: 'id', name: 'Identity document', description: 'Front and back of your ID card or passport' },
      { id: 'id-selfie', name: 'Identity document and selfie' },
      { id: 'address', name: 'Proof of address' },
    ],
  },
} satisfies Meta<typeof JourneySelectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { tags: ['visual'] };

export const DefaultChosen: Story = { args: { defaultJourneyId: 'id-selfie' } };

export const ChoiceMissing: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pageText(context, msg`Continue`) }));
    // The error, not the page's heading: in Polish both say "Wybierz rodzaj weryfikacji".
    await expect(canvas.getByText(spacesCollapsed(pageText(context, msg`Select a journey`)), { selector: '.idscan-error' })).toBeVisible();
    // The journeys' names are the server's, as the story gives them: not translated.
    await expect(canvas.getByRole('radio', { name: 'Identity document' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_DOCUMENT_IMAGE } from '../ui/test/demoImage';
import { widgetRoot } from '../ui/test/widgetRoot';
import { PreviewScreen } from './PreviewScreen';

const meta = {
  title: 'Identity widget/Preview check',
  component: PreviewScreen,
  decorators: [widgetRoot],
  args: {
    step: 'IDENTITY:FRONT',
    image: DEMO_DOCUMENT_IMAGE,
    device: 'desktop',
    onUpload: fn(),
    onChangePhoto: fn(),
    onRetry: fn(),
    onCrop: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { tags: ['visual'] };

export const Mobile: Story = { args: { device: 'mobile' } };

export const Selfie: Story = { args: { step: 'SELFIE' } };

export const ProofOfAddress: Story = { args: { step: 'ADDRESS' } };

export const CovidPass: Story = { args: { step: 'COVID' } };

export const Verifying: Story = { args: { verifying: true } };

export const StatusMessage: Story = { args: { status: 'Photo received. Check it before you send it.' } };

export const Refused: Story = {
  args: { failure: 'Refer', failureDetail: 'The photo is too blurred to read the document.', attemptsRemaining: 2 },
};

export const Polish: Story = { globals: { locale: 'pl' }, args: { device: 'mobile' } };

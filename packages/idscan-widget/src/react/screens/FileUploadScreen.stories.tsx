import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { widgetRoot } from '../ui/test/widgetRoot';
import { FileUploadScreen } from './FileUploadScreen';

const meta = {
  title: 'Identity widget/File upload',
  component: FileUploadScreen,
  decorators: [widgetRoot],
  args: { step: 'IDENTITY:FRONT', onFile: fn(), onRetry: fn(), onShowInstructions: fn() },
} satisfies Meta<typeof FileUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdentityDocument: Story = { tags: ['visual'] };

export const FaceMatch: Story = { args: { step: 'SELFIE' } };

export const ProofOfAddress: Story = { args: { step: 'ADDRESS' } };

export const CovidPass: Story = { args: { step: 'COVID' } };

export const Uploading: Story = { args: { uploading: true, progress: 0.45 } };

export const TooBig: Story = { args: { error: 'tooBig' } };

export const WrongFormat: Story = { args: { error: 'format' } };

export const AttemptsRemaining: Story = { args: { failure: 'NotSupported', attemptsRemaining: 1 } };

export const NoAttemptsLeft: Story = { args: { failure: 'Refer', attemptsRemaining: 0 } };

export const Polish: Story = { globals: { locale: 'pl' }, args: { error: 'tooBig' } };

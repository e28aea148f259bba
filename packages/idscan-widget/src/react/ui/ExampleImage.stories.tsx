import type { Meta, StoryObj } from '@storybook/react-vite';
import { widgetRoot } from './test/widgetRoot';
import { ExampleImage, type ExampleFlaw, type ExampleSubject } from './ExampleImage';

const FLAWS: ReadonlyArray<ExampleFlaw | undefined> = [undefined, 'blurry', 'angle', 'covered', 'deviceHorizontal'];

/** Every drawn example: each subject good, blurry, at a bad angle, covered, and on a phone held sideways. */
function Gallery({ subject }: { subject: ExampleSubject }) {
  return (
    <ul className="idscan-examples" aria-label={`${subject} examples`}>
      {FLAWS.map((flaw) => (
        <li key={flaw ?? 'good'} className={flaw ? 'idscan-example idscan-example--bad' : 'idscan-example idscan-example--good'}>
          <ExampleImage subject={subject} flaw={flaw} />
          <span className="idscan-example__caption">{flaw ?? 'good'}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Identity widget/Parts/Example images',
  component: Gallery,
  decorators: [widgetRoot],
  args: { subject: 'document' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = { tags: ['visual'] };

export const Face: Story = { args: { subject: 'face' } };

export const Letter: Story = { args: { subject: 'letter' } };

export const Certificate: Story = { args: { subject: 'certificate' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';
import { Button } from '../Button/Button';

/** docs/spec/flow/screens.md#mobilesms hand-off page: upload from this device (opens the recommendation popup) or upload later. */
const HAND_OFF: AccordionItem[] = [
  {
    id: 'uploadHere',
    heading: 'Upload from this device',
    content: (
      <>
        <p>We recommend your phone: its camera takes sharper pictures of the document.</p>
        <Button variant="secondary">Upload from this device</Button>
      </>
    ),
  },
  {
    id: 'uploadLater',
    heading: 'Upload later',
    content: (
      <>
        <p>You can open the account only after you upload the document.</p>
        <Button variant="secondary">Continue without the document</Button>
      </>
    ),
  },
];

const meta = {
  title: 'Form fields/Accordion',
  component: Accordion,
  args: { items: HAND_OFF, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expanded: Story = { tags: ['visual'], args: { defaultValue: ['uploadHere'] } };

export const Multiple: Story = { args: { multiple: true, defaultValue: ['uploadHere', 'uploadLater'] } };

export const DisabledSection: Story = {
  args: { items: HAND_OFF.map((item) => ({ ...item, disabled: item.id === 'uploadLater' })) },
};

export const LongHeading: Story = {
  args: {
    items: [
      {
        id: 'long',
        heading:
          'I would rather upload the pictures of my identity document from this computer, although the phone is recommended',
        content: <p>A file from this computer is fine too, if the picture is sharp and the whole document is in it.</p>,
      },
      ...HAND_OFF,
    ],
    defaultValue: ['long'],
  },
};

export const RightToLeft: Story = {
  args: {
    items: [
      { id: 'here', heading: 'التحميل من هذا الجهاز', content: <p>نوصي باستخدام هاتفك لالتقاط صورة أوضح للوثيقة.</p> },
      { id: 'later', heading: 'التحميل لاحقًا', content: <p>لا يمكن فتح الحساب إلا بعد تحميل الوثيقة.</p> },
    ],
    defaultValue: ['here'],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: {
    items: [
      { id: 'here', heading: 'Prześlij z tego urządzenia', content: <p>Zalecamy telefon – jego aparat robi ostrzejsze zdjęcia.</p> },
      { id: 'later', heading: 'Prześlij później', content: <p>Konto otworzymy dopiero po przesłaniu dokumentu.</p> },
    ],
  },
};

/** Enter opens, arrows move between the headings, one section open at a time. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const here = canvas.getByRole('button', { name: 'Upload from this device', expanded: false });
    here.focus();
    await userEvent.keyboard('{Enter}');
    await expect(here).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const later = canvas.getByRole('button', { name: 'Upload later' });
    await expect(later).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(here).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['uploadLater']);
  },
};

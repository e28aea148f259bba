import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

/** The page around the dialog: the story's own words, args so that they follow the locale toolbar like the labels. */
interface PageArgs {
  formLabel: string;
  question: string;
  opener: string;
}

/** A form with an info popup that hides the form while open (docs/spec/flow/screens.md#declarationacceptance declarationAcceptance). */
function PageWithPopup({ formLabel, question, opener, ...props }: ModalProps & PageArgs) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return (
    <>
      <form aria-label={formLabel} hidden={open}>
        <p>{question}</p>
        <Button variant="link" onClick={() => change(true)}>
          {opener}
        </Button>
      </form>
      <Modal {...props} defaultOpen={undefined} open={open} onOpenChange={change}>
        {props.children}
      </Modal>
    </>
  );
}

const meta = {
  title: 'Form fields/Modal',
  component: Modal,
  render: (args) => <PageWithPopup {...args} />,
  args: {
    formLabel: 'Declarations',
    question: 'Are you a politically exposed person?',
    opener: 'What does this mean?',
    title: 'Politically exposed person',
    onOpenChange: fn(),
    children: (
      <>
        <p>
          A politically exposed person holds, or held in the last 12 months, a prominent public function: a head of
          state, a member of parliament, a judge of a supreme court, an ambassador, or a member of the board of a
          state-owned company.
        </p>
        <Button>I understand</Button>
      </>
    ),
  },
} satisfies Meta<ModalProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { tags: ['visual'], args: { defaultOpen: true } };

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Do you have an address in the EU?',
    children: (
      <>
        <p>We can open an account only for residents of the European Union.</p>
        <Button>Yes</Button> <Button variant="secondary">No</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Key information document for contracts for difference on indices, commodities and currency pairs',
    children: Array.from({ length: 12 }, (_, paragraph) => (
      <p key={paragraph}>
        Contracts for difference are complex instruments and come with a high risk of losing money rapidly due to
        leverage. You should consider whether you understand how they work.
      </p>
    )),
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'شخص مكشوف سياسيًا — شرح مفصل للمصطلح وأمثلة على الوظائف العامة البارزة',
    children: <p>الشخص المكشوف سياسيًا هو من يشغل أو شغل خلال الاثني عشر شهرًا الماضية وظيفة عامة بارزة.</p>,
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
    defaultOpen: true,
    title: 'Osoba zajmująca eksponowane stanowisko polityczne',
    children: <p>To osoba, która pełni lub w ciągu ostatnich 12 miesięcy pełniła ważną funkcję publiczną.</p>,
  },
};

/**
 * In Chromium: the dialog is modal (the page behind is inert), focus starts in it, Tab wraps, Escape closes,
 * focus returns to the opener and the form shows again.
 */
export const FocusAndEscape: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: pageText(context, msg`What does this mean?`) });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: pageText(context, msg`Politically exposed person`) });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveFocus();
    const close = pageText(context, msg`Close`);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: close })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/**
 * The story's own words follow the locale toolbar like the component's (apps/storybook/src/storyLabels.ts): the page,
 * its link, and the dialog's text and button, here in German.
 */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Erklärungen' })).toBeInTheDocument();
    await expect(canvas.getByText('Sind Sie eine politisch exponierte Person?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Was bedeutet das?' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Politisch exponierte Person' });
    await expect(within(dialog).getByText(/^Eine politisch exponierte Person übt/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Verstanden' })).toBeVisible();
  },
};

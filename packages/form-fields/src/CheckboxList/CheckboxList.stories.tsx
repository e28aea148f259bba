import { msg } from '@lingui/core/macro';
import { pageText } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { CheckboxList, type CheckboxListItem } from './CheckboxList';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

const documents: ReadonlyArray<CheckboxListItem> = [
  { id: 'TERMS', label: 'Terms of service', href: 'https://example.com/terms.pdf' },
  { id: 'PRIVACY', label: 'Privacy policy', href: 'https://example.com/privacy.pdf' },
  { id: 'FEES', label: 'Table of fees and commissions', href: 'https://example.com/fees.pdf' },
  { id: 'KID', label: 'Key information document', href: 'https://example.com/kid.pdf' },
  { id: 'RISK', label: 'Risk disclosure', href: 'https://example.com/risk.pdf', hint: 'Trading on margin carries a high risk of losing money' },
];

const documentsPl: ReadonlyArray<CheckboxListItem> = [
  { id: 'TERMS', label: 'Regulamin', href: 'https://example.com/regulamin.pdf' },
  { id: 'PRIVACY', label: 'Polityka prywatności', href: 'https://example.com/prywatnosc.pdf' },
  { id: 'FEES', label: 'Tabela opłat i prowizji', href: 'https://example.com/oplaty.pdf' },
  { id: 'KID', label: 'Dokument z kluczowymi informacjami', href: 'https://example.com/kid.pdf' },
];

const meta = {
  title: 'Form fields/CheckboxList',
  component: CheckboxList,
  args: {
    label: 'I have read and accept',
    name: 'documentsAcceptance',
    items: documents,
    downloadAllHref: 'https://example.com/all-documents.zip',
    downloadAllName: 'downloadAll',
    onValueChange: fn(),
    onDownloadAllChange: fn(),
  },
} satisfies Meta<typeof CheckboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: documents.map((document) => document.id) } };

/** An error about a hidden, unticked document shows them all. */
export const Error: Story = { tags: ['visual'], args: { defaultValue: ['TERMS'], error: 'Accept all the documents to continue' } };

export const Disabled: Story = { args: { defaultValue: ['TERMS', 'PRIVACY'], disabled: true } };

export const LongLabel: Story = {
  args: { label: 'I confirm that I have read, understood and accept each of the documents below, which form my agreement' },
};

export const WithHint: Story = { args: { hint: 'Each document opens in a new tab' } };

export const WithoutDownloadAll: Story = { args: { downloadAllHref: undefined } };

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: {
    items: [{ id: 'LONG', label: `Annex ${LONG_WORD}`, href: 'https://example.com/annex.pdf' }, ...documents],
    error: `Accept ${LONG_WORD}`,
  },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { label: 'Zapoznałem się i akceptuję', items: documentsPl, error: 'Zaakceptuj wszystkie dokumenty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Błąd:')).toBeInTheDocument();
  },
};

/** "Show all documents" reveals the rest (a disclosure: aria-expanded, aria-controls). */
export const ShowAll: Story = {
  args: { downloadAllHref: undefined },
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
    const toggle = canvas.getByRole('button', { name: pageText(context, msg`Show all documents`) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: pageText(context, msg`Risk disclosure`) }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['RISK']);
  },
};

/** docs/spec/flow/states.md: ticking "download all" opens the download link (in a new tab, as its hint says beforehand). */
export const DownloadAll: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(within(canvasElement).getByRole('checkbox', { name: pageText(context, msg`Download all documents`) }));
      await expect(open).toHaveBeenCalledWith('https://example.com/all-documents.zip', '_blank', 'noopener,noreferrer');
      await expect(args.onDownloadAllChange).toHaveBeenCalledWith(true);
    } finally {
      open.mockRestore();
    }
  },
};

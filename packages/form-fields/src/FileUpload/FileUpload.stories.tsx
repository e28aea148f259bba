import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

/** A 64 × 40 PNG of an ID card, so the thumbnail shows something without a network request. */
const CARD_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAZElEQVR42u3YsQmAMBRF0SySiQJ2TmCZzgkcU3CDDBF0BSVFvhy4GeAUjw9JdT9Cl553tR40AAAAgBkBZd0+BDAfIC/n8ABsAAAAwB0AsAEAAAB3AMAGAP4M8DMHAAAA8A4QuhtHUZID57YyrAAAAABJRU5ErkJggg==';

function cardPhoto(name = 'front.png'): File {
  const bytes = Uint8Array.from(atob(CARD_PNG), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const scanPdf = () => new File(['%PDF-1.7\n'], 'id-card-scan.pdf', { type: 'application/pdf' });

/** Stories never load heic2any: a conversion that never ends shows the loader. */
const neverEnding = () => new Promise<File>(() => {});

const meta = {
  title: 'Form fields/FileUpload',
  component: FileUpload,
  args: {
    label: 'Front of your ID card',
    hint: 'A photo or a scan: JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF',
    name: 'documentImage',
    onChange: fn(),
    onFileTypeError: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: cardPhoto() } };

export const FilledWithPdf: Story = { args: { defaultValue: scanPdf() } };

export const Error: Story = { tags: ['visual'], args: { error: 'Upload a picture of the front of your ID card' } };

/** docs/spec/flow/errors.md#uploads: the server's photo-quality error, with a warning icon, under the picture. */
export const QualityError: Story = {
  args: { defaultValue: cardPhoto('blurry.png'), qualityError: 'The photo is blurry. Take it again in good light.' },
};

export const Disabled: Story = { args: { defaultValue: cardPhoto(), disabled: true } };

export const LongLabel: Story = {
  args: {
    label:
      'The front of your identity document, with your photo, your full name and the document number clearly visible',
  },
};

/** A long unbroken phone file name in a right-to-left page wraps instead of overflowing. */
export const LongTextRightToLeft: Story = {
  args: {
    label: 'صورة الوجه الأمامي لبطاقة الهوية الخاصة بك مع ظهور الاسم الكامل ورقم الوثيقة بوضوح',
    hint: 'JPG، PNG، GIF، HEIC، HEIF، AVIF أو PDF',
    defaultValue: cardPhoto('IMG_20240101_101010_123456789_HDR_PORTRAIT_FRONT_OF_THE_DOCUMENT.png'),
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
    label: 'Przód dowodu osobistego',
    hint: 'Zdjęcie lub skan',
    defaultValue: cardPhoto('przod.png'),
    qualityError: 'Zdjęcie jest nieostre',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Przód dowodu osobistego')).toHaveAccessibleDescription(
      expect.stringContaining('Błąd: Zdjęcie jest nieostre'),
    );
  },
};

/** Choosing a file shows its thumbnail, name and "Remove"; removing it puts focus back on the file input. */
export const ChoosingAndRemoving: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(pageText(context, msg`Front of your ID card`));
    await userEvent.upload(input, cardPhoto('passport.jpeg'));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.jpg' }));
    const thumbnail = canvasElement.querySelector('img')!;
    await waitFor(() => expect(thumbnail.naturalWidth).toBe(64));
    // "Remove passport.jpg": the word and the visually hidden name, whose spaces the accessible name sets its own way.
    const fileName = 'passport.jpg';
    const remove = pageText(context, msg`Remove <0>${fileName}</0>`).replace(/\s+/g, '');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.replace(/\s+/g, '') === remove }));
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** docs/spec/flow/validation.md#file-upload: another type fires the file-type event and shows an error. */
export const WrongFileType: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const input = within(canvasElement).getByLabelText(pageText(context, msg`Front of your ID card`));
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await expect(args.onFileTypeError).toHaveBeenCalledOnce();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A HEIC photo shows the loader while it is converted. */
export const Preparing: Story = {
  args: { convertHeic: neverEnding },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.upload(canvas.getByLabelText(pageText(context, msg`Front of your ID card`)), new File(['heic'], 'IMG_0001.HEIC'));
    await expect(canvas.getByRole('status')).toHaveTextContent(spacesCollapsed(pageText(context, msg`Preparing the file…`)));
  },
};

/**
 * docs/spec/flow/screens.md#upload-document: a file dropped on the page outside the drop area is refused (the browser does not open it); dropped on
 * the drop area, it is taken. Chromium ignores `dropEffect` on synthetic drags, so the story checks the events.
 * The page-wide guard is added in an effect after the first paint: outside a test runner's act() (the built
 * Storybook) the play function starts before that, so it waits until a drag over the page is refused.
 */
export const DropOnlyInTheDropArea: Story = {
  play: async ({ canvasElement, args }) => {
    const drag = (type: string, target: Element, name: string) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(cardPhoto(name));
      const event = new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event;
    };
    await waitFor(() => expect(drag('dragover', document.body, 'outside.png').defaultPrevented).toBe(true));
    await expect(drag('drop', document.body, 'outside.png').defaultPrevented).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
    const zone = canvasElement.querySelector('.of-upload__drop-zone')!;
    drag('dragenter', zone, 'dropped.png');
    await waitFor(() => expect(canvasElement.querySelector('.of-upload__area')).toHaveAttribute('data-dragging'));
    drag('drop', zone, 'dropped.png');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'dropped.png' })));
    await expect(canvasElement.querySelector('.of-upload__area')).not.toHaveAttribute('data-dragging');
  },
};

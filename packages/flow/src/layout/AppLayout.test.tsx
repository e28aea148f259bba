import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlow } from '../test/renderFlow';

function dragEvent(type: 'dragover' | 'drop', types: string[]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types, dropEffect: 'copy' } });
  return event;
}

describe('the frame of every step (docs/spec/flow/overview.md)', () => {
  it('in Polish: the header, the skip link, the cookie-settings link, with no axe violation', async () => {
    await renderFlow({ locale: 'pl' });
    await screen.findByRole('heading', { level: 1, name: 'Otwórz rachunek inwestycyjny' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Test Broker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#onb-main');
    expect(screen.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('blocks files dragged onto the page outside an upload area (docs/spec/flow/screens.md#upload-document), and leaves other drags alone', async () => {
    await renderFlow({ locale: 'en' });
    await screen.findByRole('button', { name: 'Start' });
    const fileDrag = dragEvent('dragover', ['Files']);
    document.body.dispatchEvent(fileDrag);
    expect(fileDrag.defaultPrevented).toBe(true);
    const fileDrop = dragEvent('drop', ['Files']);
    document.body.dispatchEvent(fileDrop);
    expect(fileDrop.defaultPrevented).toBe(true);

    const textDrag = dragEvent('dragover', ['text/plain']);
    document.body.dispatchEvent(textDrag);
    expect(textDrag.defaultPrevented).toBe(false);

    // An upload area accepts the drag itself (it cancels dragover): the page guard does not undo that.
    const zone = document.createElement('div');
    document.body.append(zone);
    zone.addEventListener('dragover', (event) => {
      event.preventDefault();
      (event as DragEvent).dataTransfer!.dropEffect = 'copy';
    });
    const accepted = dragEvent('dragover', ['Files']);
    zone.dispatchEvent(accepted);
    expect((accepted as DragEvent).dataTransfer?.dropEffect).toBe('copy');
    zone.remove();
  });
});

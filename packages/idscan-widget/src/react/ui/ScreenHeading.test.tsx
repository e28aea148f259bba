import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScreenHeading } from './ScreenHeading';

describe('ScreenHeading', () => {
  it('takes focus when its screen appears', () => {
    render(
      <div className="idscan">
        <ScreenHeading>Front of your identity document</ScreenHeading>
      </div>,
    );
    expect(screen.getByRole('heading')).toHaveFocus();
  });

  it('takes focus again when the title changes with the next step, if focus was in the widget', () => {
    const { rerender } = render(
      <div className="idscan">
        <ScreenHeading>Front of your identity document</ScreenHeading>
        <button type="button">Take photo</button>
      </div>,
    );
    screen.getByRole('button').focus();
    rerender(
      <div className="idscan">
        <ScreenHeading>Back of your identity document</ScreenHeading>
        <button type="button">Take photo</button>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Back of your identity document' })).toHaveFocus();
  });

  it('leaves focus where it is when it is on the host page, outside the widget', () => {
    render(
      <>
        <h1 tabIndex={-1}>Upload your document</h1>
        <div className="idscan" />
      </>,
    );
    const hostHeading = screen.getByRole('heading', { name: 'Upload your document' });
    hostHeading.focus();
    render(
      <div className="idscan">
        <ScreenHeading>Getting ready</ScreenHeading>
      </div>,
    );
    expect(hostHeading).toHaveFocus();
  });
});

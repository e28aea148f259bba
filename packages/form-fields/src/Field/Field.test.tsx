import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { renderWithI18n } from '../test/renderWithI18n';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

describe('Field', () => {
  it('hands its control the id, the descriptions and the invalid state', () => {
    renderWithI18n(
      <Field id="postcode" label="Postal code" hint="Format 00-000" error="Enter a postal code">
        {(control) => <input {...control} className="custom" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-describedby', 'postcode-hint postcode-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Format 00-000 Error: Enter a postal code');
  });

  it('generates a unique id when none is given', () => {
    renderWithI18n(
      <>
        <Field label="A">{(control) => <input {...control} />}</Field>
        <Field label="B">{(control) => <input {...control} />}</Field>
      </>,
    );
    const a = screen.getByRole('textbox', { name: 'A' });
    const b = screen.getByRole('textbox', { name: 'B' });
    expect(a.id).not.toBe(b.id);
    expect(document.querySelector(`#${a.id}`)).toBe(a);
  });

  it('includes a polite announcement in the description only while there is one', () => {
    const { rerender } = renderWithI18n(
      <Field id="f" label="Code" announcement={null}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
    rerender(
      <Field id="f" label="Code" announcement="Pasting is turned off">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Pasting is turned off');
  });

  it('renders a fieldset and legend for a group', () => {
    renderWithI18n(
      <Field id="dob" label="Date of birth" group hint="For example 27 3 1990">
        {() => (
          <>
            <label htmlFor="day">Day</label>
            <input id="day" />
          </>
        )}
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('For example 27 3 1990');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(
      <Field label="Postal code" hint="Format 00-000" error="Enter a postal code">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers only', () => {
    renderWithI18n(
      <button type="button">
        ×<VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '×Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveClass('of-visually-hidden');
  });
});

import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { UserInputFormScreen } from './UserInputFormScreen';

describe('UserInputFormScreen', () => {
  it('marks the four address fields as required with an asterisk, and the names as optional', async () => {
    const { container } = renderWithI18n(<UserInputFormScreen onSubmit={() => {}} />);
    for (const label of ['House name or number', 'Street name', 'Town', 'Postal code']) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('aria-required', 'true');
      // The asterisk is for the eyes; screen readers hear "required" from the input.
      expect(screen.getByText(label, { selector: 'label' })).toHaveTextContent(`${label} *`);
    }
    for (const label of ['First name', 'Middle name', 'Last name']) {
      expect(screen.getByRole('textbox', { name: label })).not.toHaveAttribute('aria-required');
      expect(screen.getByText(label, { selector: 'label' })).not.toHaveTextContent('*');
    }
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('No spaces, for example SW1A1AA');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given empty required fields, says "Please fill in all required fields" in a focused summary linked to each field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(<UserInputFormScreen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'Please fill in all required fields' })).toBeInTheDocument();
    const town = screen.getByRole('textbox', { name: 'Town' });
    expect(within(summary).getByRole('link', { name: 'Enter your town' })).toHaveAttribute('href', `#${town.id}`);
    expect(town).toHaveAttribute('aria-invalid', 'true');
    expect(town).toHaveAccessibleDescription('Error: Enter your town');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a postal code outside 5 to 8 characters, states the bounds (docs/spec/widget/validation.md)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<UserInputFormScreen onSubmit={() => {}} defaultValues={{ house: '12', street: 'Long Street', town: 'Leeds', postcode: 'LS1' }} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'No spaces, for example SW1A1AA Error: The postal code must have 5 to 8 characters.',
    );
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  });

  it('given a street of 31 characters, states the street bounds', async () => {
    const user = userEvent.setup();
    renderWithI18n(<UserInputFormScreen onSubmit={() => {}} defaultValues={{ house: '1', street: 'x'.repeat(31), town: 'Leeds', postcode: 'LS11AA' }} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'Street name' })).toHaveAccessibleDescription('Error: The street name must have 1 to 30 characters.');
  });

  it('clears a field’s error as soon as the user types in it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<UserInputFormScreen onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const town = screen.getByRole('textbox', { name: 'Town' });
    await user.type(town, 'L');
    expect(town).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Street name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed values once they are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<UserInputFormScreen onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), ' Anna ');
    await user.type(screen.getByRole('textbox', { name: 'House name or number' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Street name' }), 'Baker Street');
    await user.type(screen.getByRole('textbox', { name: 'Town' }), 'London');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'NW16XE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Anna',
      middleName: '',
      lastName: '',
      dateOfBirth: '',
      house: '12',
      street: 'Baker Street',
      town: 'London',
      postcode: 'NW16XE',
    });
  });

  it('takes the date of birth as day, month and year inputs, never the browser’s date picker, and sends it as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(
      <UserInputFormScreen onSubmit={onSubmit} defaultValues={{ house: '12', street: 'Baker Street', town: 'London', postcode: 'NW16XE' }} />,
    );
    expect(container.querySelector('input[type="date"]')).toBeNull();
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 1990');
    await user.type(within(group).getByRole('textbox', { name: 'Day' }), '7');
    await user.type(within(group).getByRole('textbox', { name: 'Month' }), '3');
    await user.type(within(group).getByRole('textbox', { name: 'Year' }), '1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ dateOfBirth: '1990-03-07' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given an impossible or incomplete date of birth, says so in the summary and does not send', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<UserInputFormScreen onSubmit={onSubmit} defaultValues={{ house: '12', street: 'Baker Street', town: 'London', postcode: 'NW16XE' }} />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    await user.type(within(group).getByRole('textbox', { name: 'Day' }), '31');
    await user.type(within(group).getByRole('textbox', { name: 'Month' }), '2');
    await user.type(within(group).getByRole('textbox', { name: 'Year' }), '1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter a real date of birth, or leave it empty' })).toHaveAttribute(
      'href',
      `#${within(group).getByRole('textbox', { name: 'Day' }).id}`,
    );
    // The error goes as soon as the user corrects the date.
    await user.clear(within(group).getByRole('textbox', { name: 'Day' }));
    expect(screen.queryByText('Enter a real date of birth, or leave it empty', { selector: 'a' })).toBeNull();
  });

  it('shows the problems the controller found', () => {
    renderWithI18n(<UserInputFormScreen onSubmit={() => {}} problems={{ house: { kind: 'length', min: 1, max: 20 } }} />);
    expect(screen.getByRole('textbox', { name: 'House name or number' })).toHaveAccessibleDescription(
      'Error: The house name or number must have 1 to 20 characters.',
    );
  });

  it('in Polish, labels the fields in Polish', () => {
    renderWithI18n(<UserInputFormScreen onSubmit={() => {}} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Twoje dane' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kod pocztowy' })).toHaveAccessibleDescription('Bez spacji, na przykład SW1A1AA');
  });
});

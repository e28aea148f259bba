import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter/PasswordStrengthMeter';
import { declaredStyle } from '../test/declaredStyle';
import { renderWithI18n } from '../test/renderWithI18n';

function rulesFor(password: string) {
  return [
    { id: 'length', label: 'At least 8 characters', met: password.length >= 8 },
    { id: 'case', label: 'Lower and upper case letters', met: /[a-z]/.test(password) && /[A-Z]/.test(password) },
    { id: 'digit', label: 'A digit', met: /\d/.test(password) },
    { id: 'special', label: 'A special character', met: /[!@#$%^&*+]/.test(password) },
  ];
}

function Registration() {
  const [password, setPassword] = useState('');
  return <PasswordField label="Password" value={password} onValueChange={setPassword} rules={rulesFor(password)} />;
}

describe('PasswordStrengthMeter (docs/spec/flow/validation.md#password: 25 % per rule; red 1, amber 2–3, green 4)', () => {
  it.each([
    [0, 'none', 'Weak', 'Password strength: weak'],
    [1, 'weak', 'Weak', 'Password strength: weak'],
    [2, 'medium', 'Medium', 'Password strength: medium'],
    [3, 'medium', 'Medium', 'Password strength: medium'],
    [4, 'strong', 'Strong', 'Password strength: strong'],
  ] as const)('with %i rules met: level %s, says "%s"', (met, level, word, sentence) => {
    const { container } = renderWithI18n(<PasswordStrengthMeter met={met} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(met));
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(meter).toHaveAttribute('aria-valuetext', word);
    const bar = container.querySelector('.of-strength__bar');
    expect(bar).toHaveAttribute('data-met', String(met));
    expect(bar).toHaveAttribute('data-level', level);
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('draws 25 % per met rule in the colour of its level (styles.css)', () => {
    const expected = [
      ['0px', 'transparent'],
      ['25%', 'var(--of-color-error)'],
      ['50%', 'var(--of-color-warning)'],
      ['75%', 'var(--of-color-warning)'],
      ['100%', 'var(--of-color-success)'],
    ];
    for (const [met, [width, colour]] of expected.entries()) {
      const { container, unmount } = renderWithI18n(<PasswordStrengthMeter met={met} />);
      const bar = container.querySelector('.of-strength__bar')!;
      expect(declaredStyle(bar, 'width')).toBe(width);
      expect(declaredStyle(bar, 'background')).toBe(colour);
      unmount();
    }
  });

  it('clamps out-of-range counts', () => {
    renderWithI18n(<PasswordStrengthMeter met={9} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  });

  it('names the level in Polish', () => {
    renderWithI18n(<PasswordStrengthMeter met={2} />, { locale: 'pl' });
    expect(screen.getByRole('meter', { name: 'Siła hasła' })).toHaveAttribute('aria-valuetext', 'Średnia');
    expect(screen.getByText('Siła hasła: średnia')).toBeInTheDocument();
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PasswordField label="Password" defaultValue="Secret1!" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    // The button says what it will do next (issue 18: it kept saying "Show password" while the password showed).
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('accepts every character, asterisk and plus included', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PasswordField label="Password" />);
    await user.type(screen.getByLabelText('Password'), 'a*+ !Ż');
    expect(screen.getByLabelText('Password')).toHaveValue('a*+ !Ż');
  });

  it('fills the meter and ticks the checklist as the rules are met', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Registration />);
    const input = screen.getByLabelText('Password');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    await user.type(input, 'abcdefgh');
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    await user.type(input, 'A1');
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuetext', 'Medium');
    await user.type(input, '!');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    const items = screen.getAllByRole('listitem');
    // The ✓ mark is decorative (aria-hidden); the words say whether each rule is met.
    expect(items.map((item) => item.textContent?.replace(/^[✓✗]/, ''))).toEqual([
      'Met: At least 8 characters',
      'Met: Lower and upper case letters',
      'Met: A digit',
      'Met: A special character',
    ]);
  });

  it('describes the input with the rules, so they are read on focus', () => {
    renderWithI18n(<PasswordField id="password" label="Password" hint="Choose a new one" rules={rulesFor('abc')} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 'password-hint password-rules');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('the show-password toggle works from the keyboard and keeps the password', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PasswordField label="Password" defaultValue="Secret1!" />);
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret1!');
  });

  it('forwards its ref, and sets data-filled and data-invalid on the wrapper', () => {
    const ref = { current: null as HTMLInputElement | null };
    const { container } = renderWithI18n(<PasswordField label="Password" value="x" error="Too short" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(container.querySelector('.of-field')).toHaveAttribute('data-filled');
    expect(container.querySelector('.of-field')).toHaveAttribute('data-invalid');
  });

  it('disables the toggle with the field', () => {
    renderWithI18n(<PasswordField label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(
      <PasswordField label="Password" hint="Choose a new one" error="Enter a stronger password" rules={rulesFor('abc')} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { renderWithI18n } from '../test/renderWithI18n';

const terms = (
  <>
    I accept the <a href="/terms">terms of service</a>
  </>
);

describe('Checkbox', () => {
  it('ticks and unticks uncontrolled, reporting each change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithI18n(<Checkbox label="No expiry date" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'No expiry date' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('No expiry date'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ticks with Space from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Checkbox label="No expiry date" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'No expiry date' })).toBeChecked();
  });

  it('follows the checked prop when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return <Checkbox label="Marketing" checked={checked} onCheckedChange={setChecked} />;
    }
    renderWithI18n(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Marketing' });
    expect(box).toBeChecked();
    await user.keyboard('{Tab} ');
    expect(box).not.toBeChecked();
  });

  it('lets a link in the label open without ticking the box', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Checkbox label={terms} />);
    const link = screen.getByRole('link', { name: 'terms of service' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of service' })).not.toBeChecked();
  });

  it('wires the hint and the error with the "Error:" prefix', () => {
    renderWithI18n(<Checkbox id="terms" label={terms} hint="You can withdraw it later" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    expect(box).toHaveAttribute('aria-describedby', 'terms-hint terms-error');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can withdraw it later Error: Accept the terms to continue');
  });

  it('is disabled on request and forwards its ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<Checkbox label="Terms" disabled ref={ref} name="terms" />);
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });

  it('says "Błąd:" in Polish', () => {
    renderWithI18n(<Checkbox label="Akceptuję regulamin" error="Zaakceptuj regulamin" />, { locale: 'pl' });
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Błąd: Zaakceptuj regulamin');
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<Checkbox label={terms} hint="Required" error="Accept the terms to continue" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

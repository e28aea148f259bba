import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { YesNoField } from './YesNoField';

describe('YesNoField', () => {
  it('groups the two answers under the question as a legend', () => {
    renderWithI18n(<YesNoField label="Are you a US taxpayer?" />);
    const group = screen.getByRole('group', { name: 'Are you a US taxpayer?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('reports the chosen answer as a boolean', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<YesNoField label="PEP?" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onValueChange.mock.calls).toEqual([[false], [true]]);
  });

  it('shows a controlled answer, null meaning unanswered', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<boolean | null>(null);
      return (
        <>
          <YesNoField label="PEP?" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('is operated by keyboard: Tab into the group, arrows choose the answer', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<YesNoField label="PEP?" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([[true], [false]]);
  });

  it('forwards its ref to the "yes" radio and reports focus and blur', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    renderWithI18n(<YesNoField label="PEP?" ref={ref} onFocus={onFocus} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Yes' }));
    await user.tab();
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('takes custom labels', () => {
    renderWithI18n(<YesNoField label="Do you live in Poland?" yesLabel="Yes, I live in Poland" noLabel="No, elsewhere" />);
    expect(screen.getByRole('radio', { name: 'Yes, I live in Poland' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No, elsewhere' })).toBeInTheDocument();
  });

  it('describes the group with the hint and the error, and gives the first radio the id', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<YesNoField id="pep" label="PEP?" hint="A public office" error="Answer this question" ref={ref} />);
    const group = screen.getByRole('group', { name: 'PEP?' });
    expect(group).toHaveAttribute('aria-describedby', 'pep-hint pep-error');
    expect(group).toHaveAccessibleDescription('A public office Error: Answer this question');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('id', 'pep');
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Yes' }));
  });

  it('disables both answers', () => {
    renderWithI18n(<YesNoField label="PEP?" disabled />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
  });

  it('answers "Tak" and "Nie" in Polish', () => {
    renderWithI18n(<YesNoField label="Czy jesteś rezydentem podatkowym USA?" />, { locale: 'pl' });
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nie' })).toBeInTheDocument();
  });

  it('has no axe violations in the error state', async () => {
    const { container } = renderWithI18n(<YesNoField label="PEP?" hint="A public office" error="Answer this question" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

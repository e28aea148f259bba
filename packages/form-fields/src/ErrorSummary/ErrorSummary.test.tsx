import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from '../TextField/TextField';
import { renderWithI18n } from '../test/renderWithI18n';
import { YesNoField } from '../YesNoField/YesNoField';

const errors = [
  { fieldId: 'email', message: 'Enter your e-mail address' },
  { fieldId: 'pep', message: 'Say whether you hold a public office' },
];

function Form({ list = errors, autoFocus = true }: { list?: typeof errors; autoFocus?: boolean }) {
  return (
    <>
      <ErrorSummary errors={list} autoFocus={autoFocus} />
      <TextField id="email" label="E-mail" error={list[0]?.message} />
      <YesNoField id="pep" label="Politically exposed?" error={list[1]?.message} />
    </>
  );
}

afterEach(() => {
  // jsdom has no scrollIntoView; one test installs a spy in its place.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ErrorSummary', () => {
  it('takes focus when shown and is announced as an alert', () => {
    renderWithI18n(<Form />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  });

  it('by default never takes focus: errors found on blur must not pull focus from where the applicant is (issue 18)', () => {
    const { rerender } = renderWithI18n(<Form list={[]} autoFocus={undefined as unknown as boolean} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    email.focus();
    rerender(<ErrorSummary errors={errors} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = renderWithI18n(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a link focuses its field instead of jumping to a hash', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Form />);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await user.click(screen.getByRole('link', { name: 'Enter your e-mail address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(window.location.hash).toBe('');
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('E-mail'));
    await user.click(screen.getByRole('link', { name: 'Say whether you hold a public office' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    // A radio group scrolls its legend into view, so the question is visible above the focused answer.
    expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByText('Politically exposed?'));
  });

  it('takes focus again when the errors change, not on every re-render', () => {
    const { rerender } = renderWithI18n(<Form />);
    screen.getByRole('textbox', { name: 'E-mail' }).focus();
    rerender(<Form list={[...errors]} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    rerender(<Form list={[errors[1]!]} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('has a Polish heading', () => {
    renderWithI18n(<ErrorSummary errors={errors} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { name: 'Wystąpił problem' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Form />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

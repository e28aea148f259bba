import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { renderWithI18n } from '../test/renderWithI18n';

describe('Button', () => {
  it('is a plain button by default, never an accidental submit', () => {
    renderWithI18n(<Button>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button')).toHaveClass('of-button--primary');
  });

  it.each(['primary', 'secondary', 'link'] as const)('renders the %s variant', (variant) => {
    renderWithI18n(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`of-button--${variant}`);
  });

  it('while loading: busy, keeps its label (and width) and ignores presses but keeps focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Send the code
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send the code' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('.of-button__spinner')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('calls onClick when not loading, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithI18n(<Button onClick={onClick}>Next</Button>);
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithI18n(<Button ref={ref}>Next</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('has no axe violations while loading', async () => {
    const { container } = renderWithI18n(<Button loading>Next</Button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});

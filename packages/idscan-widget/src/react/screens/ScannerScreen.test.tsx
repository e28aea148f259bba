import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SCANNER_STATES } from '../../core/enumerations';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { ScannerScreen } from './ScannerScreen';

describe('ScannerScreen', () => {
  it.each(SCANNER_STATES)('announces the %s state as a status, distinct from the others', async (state) => {
    const { container } = renderWithI18n(<ScannerScreen state={state} onRegister={() => {}} onRelease={() => {}} />);
    const status = screen.getByRole('status').textContent;
    const others = SCANNER_STATES.filter((other) => other !== state).map((other) => {
      const view = renderWithI18n(<ScannerScreen state={other} onRegister={() => {}} onRelease={() => {}} />);
      const text = view.container.querySelector('[role="status"]')?.textContent;
      view.unmount();
      return text;
    });
    expect(others).not.toContain(status);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a connected scanner, registers one', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    renderWithI18n(<ScannerScreen state="NOT_CONNECTED" onRegister={onRegister} onRelease={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Release scanner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register scanner' }));
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('with a busy scanner, releases it', async () => {
    const user = userEvent.setup();
    const onRelease = vi.fn();
    renderWithI18n(<ScannerScreen state="BUSY" onRegister={() => {}} onRelease={onRelease} />);
    await user.click(screen.getByRole('button', { name: 'Release scanner' }));
    expect(onRelease).toHaveBeenCalledOnce();
  });
});

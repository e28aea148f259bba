import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IdscanWidget } from './IdscanWidget';

const options = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };

describe('<IdscanWidget>', () => {
  it('starts after mounting, survives the StrictMode double mount, and calls the newest event listeners', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <StrictMode>
        <IdscanWidget {...options} events={{ displayStep: first }} />
      </StrictMode>,
    );
    expect(await screen.findByLabelText('Choose file')).toBeInTheDocument();
    expect(first).toHaveBeenCalledWith({ journeyId: 'j-1', flowState: 'IDENTITY:FRONT', inputProvider: 'FILESYSTEM', currentResult: 'Undefined' });

    view.rerender(
      <StrictMode>
        <IdscanWidget {...options} events={{ cancel: second }} />
      </StrictMode>,
    );
    // After StrictMode's unmount and mount the widget is alive: its actions still work, and reach the new listener.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => screen.getByRole('button', { name: 'Cancel journey' }).click());
    expect(second).toHaveBeenCalledWith({ journeyId: 'j-1' });
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('calls onUserExit given on a later render', async () => {
    const onUserExit = vi.fn();
    const view = render(<IdscanWidget {...options} />);
    await screen.findByLabelText('Choose file');
    view.rerender(<IdscanWidget {...options} onUserExit={onUserExit} />);
    screen.getByRole('button', { name: 'Cancel journey' }).click();
    await waitFor(() => expect(onUserExit).toHaveBeenCalledTimes(1));
  });

  it('throws the docs/spec/widget/errors.md invalid-parameter error while rendering with a callback that is not a function', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<IdscanWidget {...options} onComplete={'done' as never} />)).toThrow(/the callback onComplete must be a function/);
    spy.mockRestore();
  });
});

import { axeViolations } from '@repo/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDE_PANEL_AUTO_CLOSE_MS } from '../constants';
import { useLockStore } from '../stores/lockStore';
import { renderFlow } from '../test/renderFlow';

const FIRST_BULLET = 'Support in your language from a team in Europe';

beforeEach(() => {
  sessionStorage.clear();
  useLockStore.getState().unlock();
});

afterEach(() => {
  vi.useRealTimers();
});

// The test brand configures no awards: the panel's button then makes no award claim (see brand/brandSettings.test.tsx).
async function panel(names = { aside: 'Why choose us', toggle: 'Why choose us' }) {
  const aside = await screen.findByRole('complementary', { name: names.aside });
  return { aside, toggle: within(aside).getByRole('button', { name: names.toggle }) };
}

describe('the side panel of broker benefits (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer)', () => {
  it('opens closed after loading, and its button shows and hides the benefits', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en' });
    const { aside, toggle } = await panel();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).queryByRole('list')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The content loads when the panel first opens (it is not part of the first page).
    const [benefits] = await within(aside).findAllByRole('list');
    expect(within(benefits!).getAllByRole('listitem')).toHaveLength(7);
    // No award images unless the broker configured awards.
    expect(within(aside).queryByRole('img')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('given the Polish locale, hides the first of the seven bullet points', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'pl' });
    const { aside, toggle } = await panel({ aside: 'Dlaczego my', toggle: 'Dlaczego my' });
    await user.click(toggle);
    const [benefits] = await within(aside).findAllByRole('list');
    expect(within(benefits!).getAllByRole('listitem')).toHaveLength(6);
    expect(within(aside).queryByText('Wsparcie w Twoim języku od zespołu w Europie')).toBeNull();
  });

  it('given another locale, shows the first bullet point', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en' });
    const { aside, toggle } = await panel();
    await user.click(toggle);
    expect(await within(aside).findByText(FIRST_BULLET)).toBeInTheDocument();
  });

  it('closes itself about 2 s after a loader ends (the next step is then on screen)', async () => {
    await renderFlow({ locale: 'en' });
    const { toggle } = await panel();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    vi.useFakeTimers();
    act(() => useLockStore.getState().lock());
    act(() => vi.advanceTimersByTime(10_000));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => useLockStore.getState().unlock());
    act(() => vi.advanceTimersByTime(SIDE_PANEL_AUTO_CLOSE_MS - 1));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not close when the applicant opens it again after the loader ended', async () => {
    await renderFlow({ locale: 'en' });
    const { toggle } = await panel();
    vi.useFakeTimers();
    act(() => useLockStore.getState().lock());
    act(() => useLockStore.getState().unlock());
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(SIDE_PANEL_AUTO_CLOSE_MS * 2));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

import { axeViolations } from '@repo/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFlow, testBrand } from '../test/renderFlow';

describe('the sticky legal disclaimer (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer)', () => {
  it('is always shown, short at first, and toggles between the short and the long text', async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en' });
    const disclaimer = await screen.findByRole('complementary', { name: 'Risk warning' });
    expect(disclaimer).toHaveTextContent(/Investing involves risk/);
    expect(disclaimer).not.toHaveTextContent(/Contracts for difference/);

    const toggle = within(disclaimer).getByRole('button', { name: 'Show the full risk warning' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show less');
    expect(disclaimer).toHaveTextContent(/Contracts for difference/);
    // The long text scrolls in its box; keyboard users reach it to scroll it.
    expect(within(disclaimer).getByRole('region', { name: 'Full risk warning' })).toHaveAttribute('tabindex', '0');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(toggle);
    expect(disclaimer).not.toHaveTextContent(/Contracts for difference/);
  });

  it('stays on every step, with the cookie-settings link', async () => {
    await renderFlow({ locale: 'en', path: '/login', history: undefined });
    expect(await screen.findByRole('complementary', { name: 'Risk warning' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  // Issue 18 item 10: ESMA's warning carries the provider's share of retail accounts that lose money, in the short text.
  it("shows the broker's retail-loss figure, short and long, when the brand sets it", async () => {
    const user = userEvent.setup();
    await renderFlow({ locale: 'en', brand: { ...testBrand, cfdRetailLossPercent: 74 } });
    const disclaimer = await screen.findByRole('complementary', { name: 'Risk warning' });
    expect(disclaimer).toHaveTextContent('74% of retail investor accounts lose money when trading CFDs with this provider.');
    await user.click(within(disclaimer).getByRole('button', { name: 'Show the full risk warning' }));
    expect(disclaimer).toHaveTextContent(/leverage\. 74% of retail investor accounts lose money when trading CFDs with this provider\./);
  });

  it('without the figure, says nothing about a share', async () => {
    await renderFlow({ locale: 'en' });
    expect(await screen.findByRole('complementary', { name: 'Risk warning' })).not.toHaveTextContent(/retail investor accounts/);
  });
});

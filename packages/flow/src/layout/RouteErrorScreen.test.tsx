import { axeViolations } from '@repo/test-utils';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadFlowI18n } from '../i18n/loadFlowI18n';
import { ChunkLoadTimeoutError } from '../routing/ChunkLoadTimeoutError';
import { RouteErrorScreen } from './RouteErrorScreen';

/** A route whose screen throws `failure` for as long as it is set (React renders again once after an error). */
async function renderFailingRoute(state: { failure: unknown }) {
  const i18n = await loadFlowI18n('en');
  function Step() {
    if (state.failure) throw state.failure;
    return <h1>The step</h1>;
  }
  const root = createRootRoute();
  const step = createRoute({ getParentRoute: () => root, path: '/', component: Step, errorComponent: RouteErrorScreen });
  const router = createRouter({
    routeTree: root.addChildren([step]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the error screen of a route', () => {
  it('given a step whose code took longer than 120 s, says the page was slow, and trying again shows the step', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const state: { failure: unknown } = { failure: new ChunkLoadTimeoutError(120_000) };
    await renderFailingRoute(state);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText(/took too long to load/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    // The cause is logged, not swallowed.
    expect(consoleError).toHaveBeenCalledWith('A step could not be shown', expect.any(ChunkLoadTimeoutError));

    state.failure = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The step' })).toBeInTheDocument();
  });

  it('given another failure, says something went wrong and that the answers are saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFailingRoute({ failure: new Error('boom') });
    expect(await screen.findByText(/Something went wrong while loading this page/)).toBeInTheDocument();
  });
});

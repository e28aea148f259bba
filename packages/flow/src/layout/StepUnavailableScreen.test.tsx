import { axeViolations } from '@repo/test-utils';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadFlowI18n } from '../i18n/loadFlowI18n';
import { StepUnavailableScreen } from './StepUnavailableScreen';

describe('a step this build has no screen for', () => {
  it('says so, keeps the application, and links to the login page', async () => {
    const i18n = await loadFlowI18n('en');
    const router = createRouter({
      routeTree: createRootRoute({ component: StepUnavailableScreen }),
      history: createMemoryHistory({ initialEntries: ['/select-device'] }),
    });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This step is not available at the moment' })).toBeInTheDocument();
    expect(screen.getByText(/Your application is saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

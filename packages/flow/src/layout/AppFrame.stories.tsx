import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ConsentBanner } from '../consent/ConsentBanner';
import { ChunkLoadTimeoutError } from '../routing/ChunkLoadTimeoutError';
import { flowMeta, flowStory, renderWithFlow, type FlowScenario } from '../stories/flowStory';
import { click, stepHeading, type Play } from '../stories/play';
import { BenefitsPanel } from './BenefitsPanel';
import { BrandLogo } from './BrandLogo';
import { LegalDisclaimer } from './LegalDisclaimer';
import { RouteErrorScreen } from './RouteErrorScreen';
import { TimeToFinish } from './TimeToFinish';

/**
 * The frame of every step (docs/spec/flow/overview.md#time-to-finish): the header with the brand and the time to finish, the side panel of broker
 * benefits, the sticky risk warning and the cookie choice — each part on its own, then the whole frame around a step.
 */
const entry: FlowScenario = { path: '/', token: null };

const meta = {
  title: 'Flow/Frame',
  ...flowMeta(entry),
};
export default meta;

const part = (scenario: FlowScenario = entry) => {
  const story = flowStory(scenario);
  return { ...story, parameters: { ...story.parameters, layout: 'padded' } };
};

const openSidePanel: Play = async (context) => {
  await click(context, '.onb-benefits__toggle');
  await click(context, '.onb-benefits__toggle[aria-expanded="true"]', { wait: true });
};

/** The header as the frame renders it: the brand's logo (its name as the text alternative) and the time to finish. */
export const Header = {
  ...part(),
  render: renderWithFlow(() => (
    <header className="onb-header">
      <BrandLogo />
      <TimeToFinish />
    </header>
  )),
};

/** docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the side panel opens closed. */
export const SidePanelClosed = { ...part(), render: renderWithFlow(() => <BenefitsPanel />) };

/** Opened by the applicant: the seven bullet points (the first hidden in Polish) and the awards the brand set. */
export const SidePanelOpen = { ...part(), render: renderWithFlow(() => <BenefitsPanel />), play: openSidePanel };

/** docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer: the sticky legal disclaimer, short at first. */
export const DisclaimerShort = { ...part(), render: renderWithFlow(() => <LegalDisclaimer />) };

/** The long text, by the applicant's choice (docs/spec/flow/overview.md#users "long or short, toggleable"). */
export const DisclaimerLong = {
  ...part(),
  render: renderWithFlow(() => <LegalDisclaimer />),
  play: (async (context) => {
    await click(context, '.onb-disclaimer button');
    await click(context, '.onb-disclaimer[data-long]', { wait: true });
  }) satisfies Play,
};

/** The cookie choice before the applicant made one (docs/architecture.md#the-server, issue 4). */
export const CookieBanner = { ...part({ ...entry, consentChosen: false }), render: renderWithFlow(() => <ConsentBanner />) };

/** The whole frame around the entry step, on a first visit: the cookie choice after the step. */
export const WholeFrameFirstVisit = { ...flowStory({ ...entry, consentChosen: false }), tags: ['visual'] };

/** The whole frame with the side panel opened, around a data step. */
export const WholeFrameSidePanelOpen = { ...flowStory({ path: '/currency' }), play: (async (context) => {
  await stepHeading(context);
  await openSidePanel(context);
}) satisfies Play };

/** A screen whose code could not be loaded in time (docs/spec/flow/constants.md#caching-and-cookies chunk load timeout): try again, nothing is lost. */
export const RouteError = {
  ...part(),
  render: renderWithFlow(() => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <RouteErrorScreen error={new ChunkLoadTimeoutError(120_000)} reset={() => {}} /> }),
      history: createMemoryHistory(),
    });
    return <RouterProvider router={router} />;
  }),
};

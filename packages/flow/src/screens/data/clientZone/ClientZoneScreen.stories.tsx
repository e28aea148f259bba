import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { answer, NEVER_ANSWERS, UNREACHABLE } from '../../../stories/realformHandlers';

/**
 * The hand-over to the client zone (docs/spec/flow/screens.md#client-zone-login "errorsReport / accountOpen / goToClientZone"): a redirect loader, then an
 * automatic form post. The stories' server gives no client-zone token, so no story leaves the page.
 */
const accountOpen: FlowScenario = { path: '/account-open' };

const meta = {
  title: 'Flow/Client zone/Hand-over',
  ...flowMeta(accountOpen),
};
export default meta;

/** accountOpen: the account is being opened. */
export const OpeningTheAccount = { ...flowStory(accountOpen, [answer('accountOpen', NEVER_ANSWERS)]), tags: ['visual'] };

/** errorsReport (client-zone login): waiting for the client zone's token (docs/spec/flow/states.md#client-zone-login: a second headline after 10 s). */
export const WaitingForTheClientZone = flowStory({ path: '/client-zone-login' });

/** The token request failed: Try again. */
export const Failed = flowStory({ path: '/client-zone-login' }, [answer('errorsReport', UNREACHABLE)]);

/** goToClientZone: an applicant already handed over is redirected after 2 s (docs/spec/flow/screens.md#client-zone-login). */
export const GoToClientZone = flowStory({ path: '/client-zone-login', stepName: 'goToClientZone' });

/**
 * The account was handed over already (Back from the client zone, or a second tab): the server issues no token again
 * (once per account), and the screen says the account is open and where to log in.
 */
export const AlreadyHandedOver = flowStory({ path: '/client-zone-login' }, [
  answer('errorsReport', { status: 'error', globalError: 'clientZone.handedOver', dataContent: { handedOver: true } }, { status: 403 }),
]);

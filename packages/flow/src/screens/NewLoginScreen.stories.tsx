import { flowMeta, flowStory, type FlowScenario } from '../stories/flowStory';
import { expectGlobalError, expectLocked, submitStep, typeInFirstBox, type Play } from '../stories/play';
import { answer, globalError, NEVER_ANSWERS } from '../stories/realformHandlers';

/** newLogin (docs/spec/flow/screens.md#newlogin): e-mail and password, a 'remind password' link, a link back to create an account. */
const login: FlowScenario = { path: '/login', token: null };
const filled: FlowScenario = { ...login, draft: { loginEmail: 'anna.nowak@example.com' } };

const meta = {
  title: 'Flow/Entry/Login',
  ...flowMeta(login),
};
export default meta;

/** The password is never kept in the draft: typed, then Log in. */
const typePasswordAndLogIn: Play = async (context) => {
  await typeInFirstBox(context, 'input[type="password"]', 'Tr4de!Safely');
  await submitStep(context);
};

export const Empty = { ...flowStory(login), tags: ['visual'] };

export const Filled = flowStory(filled);

/** No account enumeration (docs/security.md#no-account-enumeration): a wrong e-mail or password gets one answer, in the global banner. */
export const WrongCredentials = { ...flowStory(filled, [globalError('newLogin', 'login.incorrect')]), play: (async (context) => {
  await typePasswordAndLogIn(context);
  await expectGlobalError(context);
}) satisfies Play };

export const Loading = { ...flowStory(filled, [answer('newLogin', NEVER_ANSWERS)]), play: (async (context) => {
  await typePasswordAndLogIn(context);
  await expectLocked(context);
}) satisfies Play };

/** restart (docs/spec/flow/screens.md#restart): the session token is missing or was refused; the applicant logs in to continue. */
export const Restart = flowStory({ ...login, stepName: 'restart' });

/** docs/spec/flow/states.md#submit-engine: a step opened without a session (a bookmark in a fresh browser) lands on restart. */
export const StepWithoutSession = flowStory({ path: '/tax-residence', token: null });

import { flowMeta, flowStory, type FlowScenario } from '../../stories/flowStory';
import { expectFieldErrors, expectGlobalError, expectLocked, stepHeading, submitStep, typeInFirstBox, type Play } from '../../stories/play';
import { answer, globalError, NEVER_ANSWERS, UNREACHABLE } from '../../stories/realformHandlers';

/** newAccount (docs/spec/flow/screens.md#newaccount, docs/spec/flow/states.md#entry-flow "Entry flow"): the intro, the residence question, the language question, registration. */
const entry: FlowScenario = { path: '/', token: null };

/** Registration, once the residence was answered (docs/spec/flow/states.md#entry-flow entry flow 4–5). */
const registering: FlowScenario = { path: '/', token: null, draft: { residenceConfirm: true, residenceCountry: 'PL', residenceDone: true } };

const confirmed: FlowScenario = {
  ...registering,
  draft: { ...registering.draft, email: 'anna.nowak@example.com', emailConfirmed: true, confirmEmail: 'anna.nowak@example.com', termsAccepted: true },
};

const meta = {
  title: 'Flow/Entry/New account',
  ...flowMeta(entry),
};
export default meta;

/** Presses the intro's Start: the residence question follows. */
const start: Play = async (context) => {
  await submitStep(context);
  await stepHeading(context);
};

/** Start, then Continue with the country the story's draft chose (the `lang` query pre-selects it the same way). */
const startAndContinue: Play = async (context) => {
  await start(context);
  await submitStep(context);
};

/** The password the applicant types (never kept in the draft), then Next. */
const typePasswordAndSubmit: Play = async (context) => {
  await typeInFirstBox(context, 'input[type="password"]', 'Tr4de!Safely');
  await submitStep(context);
};

export const Intro = { ...flowStory(entry), tags: ['visual'] };

/** A visitor who started an application in this browser before (docs/spec/flow/entities.md#local-storage-and-cookies returning-visitor flag): log in first. */
export const IntroReturningVisitor = flowStory({ ...entry, localStorage: { 'onboarding.returningVisitor': '1' } });

/** docs/spec/flow/states.md#entry-flow entry flow 1: non-English locales ask yes/no about the country of the page; English asks for the country. */
export const Residence = { ...flowStory(entry), play: start };

/** docs/spec/flow/states.md#entry-flow entry flow 2: a country with its own-language page asks whether to continue in that language. */
export const LanguageQuestion = { ...flowStory({ ...entry, draft: { residenceConfirm: false, residenceCountry: 'DE' } }), play: startAndContinue };

/** docs/spec/flow/states.md#entry-flow entry flow 3: a resident of Ukraine is asked whether they have an address in the EU. */
export const EuAddressQuestion = { ...flowStory({ ...entry, draft: { residenceConfirm: false, residenceCountry: 'UA' } }), play: startAndContinue };

/** docs/spec/flow/states.md#entry-flow entry flow 2: a non-EU resident, where the broker has no page for them (brand setting unset). */
export const NonEuResident = { ...flowStory({ ...entry, draft: { residenceConfirm: false, residenceCountry: 'US' } }), play: startAndContinue };

export const RegistrationEmpty = flowStory(registering);

/** The e-mail confirmed and the terms ticked; the password is never kept, so it waits to be typed. */
export const RegistrationFilled = flowStory(confirmed);

/** The server refuses the password (docs/spec/flow/validation.md#password: it checks the rules again, and the most common passwords). */
export const RegistrationFieldErrors = {
  ...flowStory(confirmed, [answer('newAccount', { status: 'error', errors: { password: ['password.common'] } }, { status: 400 })]),
  play: (async (context) => {
    await typePasswordAndSubmit(context);
    await expectFieldErrors(context);
  }) satisfies Play,
};

export const RegistrationGlobalError = { ...flowStory(confirmed, [globalError('newAccount', 'rate.limited')]), play: (async (context) => {
  await typePasswordAndSubmit(context);
  await expectGlobalError(context);
}) satisfies Play };

/** The server cannot be reached: the page says so and keeps what was typed. */
export const RegistrationOffline = { ...flowStory(confirmed, [answer('newAccount', UNREACHABLE)]), play: (async (context) => {
  await typePasswordAndSubmit(context);
  await expectGlobalError(context);
}) satisfies Play };

export const RegistrationLoading = { ...flowStory(confirmed, [answer('newAccount', NEVER_ANSWERS)]), play: (async (context) => {
  await typePasswordAndSubmit(context);
  await expectLocked(context);
}) satisfies Play };

/** The mobile variant (newAccount_M, docs/spec/flow/screens.md#newaccount): the phone's intro. */
export const IntroOnPhone = { ...flowStory({ ...entry, device: 'mobile' }), globals: { viewport: { value: 'phone', isRotated: false } } };

import type { StepName } from '@onboarding/realform-api';
import { useRouterState, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useDraftStore } from '../stores/draftStore';
import { useDevice } from './device';
import { lazyScreen } from './lazyScreen';
import { stepNameOf } from './stepNameOf';

// Each screen is its own chunk, loaded when its step is reached: the entry script ships none of them (issue 7 budget);
// the upload's widget is a further chunk of its own, loaded only when the camera shows (docs/architecture.md#loading-on-demand).
// The screens named by more than one row below, or by a route of its own making, are declared once here.
/** `/` and NotFound: also what any unmatched path shows (docs/spec/flow/screens.md#newaccount); fetched before the first render. */
export const NewAccountScreen = lazyScreen(() => import('../screens/newAccount/NewAccountScreen'), 'NewAccountScreen');
/** `/login`'s chunk, which the router fetches as soon as the browser is idle (linked from the entry; where an expired session lands). */
export const loadNewLoginScreen = () => import('../screens/NewLoginScreen');
const NewLoginScreen = lazyScreen(loadNewLoginScreen, 'NewLoginScreen');
const DocumentChoiceScreen = lazyScreen(() => import('../screens/identity/DocumentChoiceScreen'), 'DocumentChoiceScreen');
const PhoneLinkScreen = lazyScreen(() => import('../screens/identity/handoff/PhoneLinkScreen'), 'PhoneLinkScreen');
const DesktopUploadScreen = lazyScreen(() => import('../screens/identity/upload/DesktopUploadScreen'), 'DesktopUploadScreen');
const MobileUploadScreen = lazyScreen(() => import('../screens/identity/upload/MobileUploadScreen'), 'MobileUploadScreen');
const ClientZoneScreen = lazyScreen(() => import('../screens/data/clientZone/ClientZoneScreen'), 'ClientZoneScreen');
const DocumentsStatusScreen = lazyScreen(() => import('../screens/identity/DocumentsStatusScreen'), 'DocumentsStatusScreen');

/**
 * /document-selection: the document choice (desktopDocumentChoice, mobileDocumentChoice), or — when a phone opened
 * the desktop's hand-off link — the confirmation of that link first (docs/spec/flow/screens.md#mobilesms).
 */
function DocumentSelectionRoute() {
  const phoneLink = useRouterState({ select: (state) => state.location.state.phoneLink });
  return phoneLink ? <PhoneLinkScreen link={phoneLink} /> : <DocumentChoiceScreen />;
}

/**
 * /upload-document (docs/spec/flow/screens.md#upload-document "desktop or mobile variant by the detected-device flag"): the phone's screen on a phone
 * (desktopDocumentUpload_M) and on a hand-off phone (mobileDocumentUpload), the desktop's otherwise.
 */
function UploadDocumentRoute() {
  const device = useDevice((s) => s.kind);
  const handoffPhone = useDraftStore((s) => s.handoffPhone);
  const stepName = useRouterState({ select: (state) => stepNameOf(state.location.pathname, state.location.state) });
  return device === 'mobile' || handoffPhone !== null || stepName.startsWith('mobile') ? <MobileUploadScreen /> : <DesktopUploadScreen />;
}

/** A screen shown with fixed properties (one screen serving two rows). */
function withProps<P extends object>(Screen: ComponentType<P>, props: P): RouteComponent {
  return function ScreenWithProps() {
    return <Screen {...props} />;
  };
}

/**
 * Who may open a route (docs/spec/flow/states.md#submit-engine: a missing token on any page other than / and /login
 * sends the applicant to restart):
 * - `entry`: `/`, open to anyone; a hand-off link opened on a phone (`token` with `qrCode` or `mobile`,
 *   docs/spec/flow/routes.md#query-parameters) continues at the document selection;
 * - `public`: open to anyone;
 * - `session`: needs a session, and a denied application has the denied page only (issue 18);
 * - `sessionOrPhoneLink`: needs a session, unless the page was reached by a hand-off link, whose token the phone is
 *   about to confirm.
 */
export type RouteAccess = 'entry' | 'public' | 'session' | 'sessionOrPhoneLink';

/** One path of the flow and the one screen that shows it. */
export interface RouteEntry {
  readonly path: `/${string}`;
  /**
   * The step names with this path (docs/spec/flow/routes.md#route-table); several share one (restart and newLogin, the desktop and mobile variants), told
   * apart by the history state's `stepName`. Without one, the path is the first of them (restart only by state).
   */
  readonly steps: readonly StepName[];
  /** Step names without a path of their own (docs/spec/flow/routes.md#step-names-without-a-path): states of this screen. */
  readonly hosts?: readonly StepName[];
  readonly access: RouteAccess;
  /** The screen: a lazy chunk of its own (`lazyScreen`), or a component choosing between such chunks. */
  readonly screen: RouteComponent;
}

/**
 * The flow's route map: every path, the step names it shows, who may open it and its screen. The router's routes
 * (`createOnboardingRouter`), `ROUTE_TABLE`, `PATHLESS_STEP_HOSTS`, `ROUTE_PATHS` and `isRoutedStep` (`routePaths.ts`)
 * are all derived from it, so a step name can only be routed together with its screen, and a step of the contract
 * (`STEP_NAMES` of @onboarding/realform-api) left out is a compile error ({@link StepsWithoutScreen}).
 */
export const ROUTE_MAP = [
  { path: '/', steps: ['newAccount'], access: 'entry', screen: NewAccountScreen },
  // docs/spec/flow/screens.md#newlogin sends newLogin to / when no residence country is set; that is left out (issue 18): login needs no residence
  // answer, and an applicant told to "come back later and log in" opens /login from a bookmark in a fresh browser.
  { path: '/login', steps: ['restart', 'newLogin'], access: 'public', screen: NewLoginScreen },
  // The identity steps (docs/spec/flow/screens.md#document-selection): upload choice, device choice, document selection, how to take a picture, the upload
  // with the widget, its outcomes, and the phone hand-off.
  {
    path: '/select-registration-method',
    steps: ['dataUploadChoice'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/DataUploadChoiceScreen'), 'DataUploadChoiceScreen'),
  },
  {
    path: '/select-device',
    steps: ['mobileDesktopChoice'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/MobileDesktopChoiceScreen'), 'MobileDesktopChoiceScreen'),
  },
  { path: '/document-selection', steps: ['desktopDocumentChoice', 'mobileDocumentChoice'], access: 'sessionOrPhoneLink', screen: DocumentSelectionRoute },
  {
    path: '/how-to-take-picture',
    steps: ['howToTakePicture'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/HowToTakePictureScreen'), 'HowToTakePictureScreen'),
  },
  {
    path: '/upload-document',
    steps: ['desktopDocumentUpload', 'mobileDocumentUpload'],
    // The upload's camera problems (docs/spec/flow/errors.md#camera) and an ID card's back side.
    hosts: ['cameraPermissionDenied', 'cameraBlankFeedDetected', 'desktopDocumentUploadBack', 'mobileDocumentUploadBack'],
    access: 'session',
    screen: UploadDocumentRoute,
  },
  {
    path: '/upload-failed',
    steps: ['uploadFailed'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/UploadFailedScreen'), 'UploadFailedScreen'),
  },
  {
    path: '/upload-exception',
    steps: ['uploadException'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/UploadExceptionScreen'), 'UploadExceptionScreen'),
  },
  {
    path: '/upload-succeeded',
    steps: ['uploadSucceeded'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/UploadSucceededScreen'), 'UploadSucceededScreen'),
  },
  {
    path: '/phone-number',
    steps: ['mobileSms'],
    // The hand-off page ("mobileSms / uploadPhone"), by SMS or by QR code.
    hosts: ['uploadPhone', 'uploadQR'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/handoff/HandoffScreen'), 'HandoffScreen'),
  },
  {
    path: '/waiting-for-mobile',
    steps: ['mobileDesktopIsCompleted'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/handoff/WaitingForMobileScreen'), 'WaitingForMobileScreen'),
  },
  {
    path: '/return-to-desktop',
    steps: ['mobileReturnToDesktop'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/identity/handoff/ReturnToDesktopScreen'), 'ReturnToDesktopScreen'),
  },
  // Issue 17 defect 6 (not in the flow spec): an opened account's identity document, sent later or still missing.
  { path: '/documents-received', steps: ['documentsReceived'], access: 'session', screen: withProps(DocumentsStatusScreen, { status: 'received' }) },
  { path: '/documents-pending', steps: ['documentsPending'], access: 'session', screen: withProps(DocumentsStatusScreen, { status: 'pending' }) },
  // The codes and data steps (docs/spec/flow/screens.md#personaldataconfirm). None of them differs by device (the flow spec names `_M` variants only
  // for the identity steps).
  {
    path: '/confirm-phone',
    steps: ['desktopSms'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/codes/DesktopSmsScreen'), 'DesktopSmsScreen'),
  },
  {
    path: '/confirm-email',
    steps: ['confirmEmail'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/codes/ConfirmEmailScreen'), 'ConfirmEmailScreen'),
  },
  {
    path: '/personal-data',
    steps: ['personalDataConfirm'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/personal/PersonalDataScreen'), 'PersonalDataScreen'),
  },
  {
    path: '/residence-details',
    steps: ['addressDetails'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/address/AddressScreen'), 'AddressScreen'),
  },
  {
    path: '/tax-residence',
    steps: ['taxOfficeDetails'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/tax/TaxResidenceScreen'), 'TaxResidenceScreen'),
  },
  {
    path: '/currency',
    steps: ['currencyChoice'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/CurrencyScreen'), 'CurrencyScreen'),
  },
  {
    path: '/declaration-acceptance',
    steps: ['declarationAcceptance'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/declarations/DeclarationsScreen'), 'DeclarationsScreen'),
  },
  {
    path: '/risk-assessment',
    steps: ['riskAssessment'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/risk/RiskAssessmentScreen'), 'RiskAssessmentScreen'),
  },
  {
    // docs/spec/flow/calls.md#step-calls summary-and-payment-choice (the flow spec names the call, not a path): the summary and the first deposit, before account-open.
    path: '/summary',
    steps: ['summaryAndPaymentChoice'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/summary/SummaryScreen'), 'SummaryScreen'),
  },
  { path: '/account-open', steps: ['accountOpen'], access: 'session', screen: withProps(ClientZoneScreen, { step: 'accountOpen' }) },
  {
    path: '/client-zone-login',
    steps: ['errorsReport'],
    // The client-zone redirect (docs/spec/flow/screens.md#client-zone-login: "redirects to the client zone after 2 seconds"): the screen reads the step from the history state.
    hosts: ['goToClientZone'],
    access: 'session',
    screen: withProps(ClientZoneScreen, { step: 'errorsReport' }),
  },
  {
    path: '/denied',
    steps: ['onboardingDenied'],
    access: 'session',
    screen: lazyScreen(() => import('../screens/data/OnboardingDeniedScreen'), 'OnboardingDeniedScreen'),
  },
] as const satisfies readonly RouteEntry[];

type MappedEntry = (typeof ROUTE_MAP)[number];
/** The `hosts` of a row, if any. */
export type HostsOf<E> = E extends { readonly hosts: readonly (infer S extends StepName)[] } ? S : never;

/** The only step the contract names that no row shows: an unmatched path (docs/spec/flow/screens.md#newaccount), which the router's NotFound shows. */
type UnmatchedStep = 'NotFound';
type RequireNone<T extends never> = T;
/** Contract steps without a screen: must stay `never`, or this file does not compile. */
export type StepsWithoutScreen = RequireNone<Exclude<StepName, MappedEntry['steps'][number] | HostsOf<MappedEntry> | UnmatchedStep>>;

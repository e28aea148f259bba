import { createRoute, useRouterState, type AnyRoute } from '@tanstack/react-router';
import { useDraftStore } from '../stores/draftStore';
import { useDevice } from './device';
import { lazyScreen } from './lazyScreen';
import type { RouteGuards } from './routeGuards';
import { ROUTE_PATHS } from './routePaths';
import { stepNameOf } from './stepNameOf';

export { phoneLinkRedirect } from '../screens/identity/shared/phoneLink';

// Each screen is its own chunk, loaded when its step is reached; the upload's widget is a further chunk of its own,
// loaded only when the camera shows (issue 7 budget, docs/architecture.md#loading-on-demand).
const DataUploadChoiceScreen = lazyScreen(() => import('../screens/identity/DataUploadChoiceScreen'), 'DataUploadChoiceScreen');
const MobileDesktopChoiceScreen = lazyScreen(() => import('../screens/identity/MobileDesktopChoiceScreen'), 'MobileDesktopChoiceScreen');
const DocumentChoiceScreen = lazyScreen(() => import('../screens/identity/DocumentChoiceScreen'), 'DocumentChoiceScreen');
const PhoneLinkScreen = lazyScreen(() => import('../screens/identity/handoff/PhoneLinkScreen'), 'PhoneLinkScreen');
const HowToTakePictureScreen = lazyScreen(() => import('../screens/identity/HowToTakePictureScreen'), 'HowToTakePictureScreen');
const DesktopUploadScreen = lazyScreen(() => import('../screens/identity/upload/DesktopUploadScreen'), 'DesktopUploadScreen');
const MobileUploadScreen = lazyScreen(() => import('../screens/identity/upload/MobileUploadScreen'), 'MobileUploadScreen');
const UploadFailedScreen = lazyScreen(() => import('../screens/identity/UploadFailedScreen'), 'UploadFailedScreen');
const UploadSucceededScreen = lazyScreen(() => import('../screens/identity/UploadSucceededScreen'), 'UploadSucceededScreen');
const UploadExceptionScreen = lazyScreen(() => import('../screens/identity/UploadExceptionScreen'), 'UploadExceptionScreen');
const HandoffScreen = lazyScreen(() => import('../screens/identity/handoff/HandoffScreen'), 'HandoffScreen');
const WaitingForMobileScreen = lazyScreen(() => import('../screens/identity/handoff/WaitingForMobileScreen'), 'WaitingForMobileScreen');
const ReturnToDesktopScreen = lazyScreen(() => import('../screens/identity/handoff/ReturnToDesktopScreen'), 'ReturnToDesktopScreen');
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

/**
 * The routes of the identity steps (docs/spec/flow/screens.md#document-selection): upload choice, device choice, document selection, how to take a
 * picture, the upload with the widget, its outcomes, and the phone hand-off. Every one needs a session (docs/spec/flow/states.md#phone),
 * except the document selection reached by a hand-off link, whose token the phone is about to confirm.
 */
export function identityStepRoutes(parent: AnyRoute, guards: RouteGuards) {
  const route = (path: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => parent, path, beforeLoad: guards.requireToken, component });
  return [
    route(ROUTE_PATHS.dataUploadChoice, () => <DataUploadChoiceScreen />),
    route(ROUTE_PATHS.mobileDesktopChoice, () => <MobileDesktopChoiceScreen />),
    createRoute({
      getParentRoute: () => parent,
      path: ROUTE_PATHS.desktopDocumentChoice,
      beforeLoad: ({ location }) => {
        if (!location.state.phoneLink) guards.requireToken();
      },
      component: DocumentSelectionRoute,
    }),
    route(ROUTE_PATHS.howToTakePicture, () => <HowToTakePictureScreen />),
    // Also desktopDocumentUploadBack, mobileDocumentUpload(Back), cameraPermissionDenied, cameraBlankFeedDetected.
    route(ROUTE_PATHS.desktopDocumentUpload, UploadDocumentRoute),
    route(ROUTE_PATHS.uploadFailed, () => <UploadFailedScreen />),
    route(ROUTE_PATHS.uploadSucceeded, () => <UploadSucceededScreen />),
    route(ROUTE_PATHS.uploadException, () => <UploadExceptionScreen />),
    // Also uploadPhone and uploadQR, the two methods of the hand-off page.
    route(ROUTE_PATHS.mobileSms, () => <HandoffScreen />),
    route(ROUTE_PATHS.mobileDesktopIsCompleted, () => <WaitingForMobileScreen />),
    route(ROUTE_PATHS.mobileReturnToDesktop, () => <ReturnToDesktopScreen />),
    // Issue 17 defect 6: the document of an opened account, received or still missing.
    route(ROUTE_PATHS.documentsReceived, () => <DocumentsStatusScreen status="received" />),
    route(ROUTE_PATHS.documentsPending, () => <DocumentsStatusScreen status="pending" />),
  ];
}

import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazyScreen';
import type { RouteGuards } from './routeGuards';
import { ROUTE_PATHS } from './routePaths';

// Each screen is its own chunk, loaded when its step is reached: the entry route carries none of them (issue 7 budget).
const DesktopSmsScreen = lazyScreen(() => import('../screens/data/codes/DesktopSmsScreen'), 'DesktopSmsScreen');
const ConfirmEmailScreen = lazyScreen(() => import('../screens/data/codes/ConfirmEmailScreen'), 'ConfirmEmailScreen');
const PersonalDataScreen = lazyScreen(() => import('../screens/data/personal/PersonalDataScreen'), 'PersonalDataScreen');
const AddressScreen = lazyScreen(() => import('../screens/data/address/AddressScreen'), 'AddressScreen');
const TaxResidenceScreen = lazyScreen(() => import('../screens/data/tax/TaxResidenceScreen'), 'TaxResidenceScreen');
const CurrencyScreen = lazyScreen(() => import('../screens/data/CurrencyScreen'), 'CurrencyScreen');
const DeclarationsScreen = lazyScreen(() => import('../screens/data/declarations/DeclarationsScreen'), 'DeclarationsScreen');
const RiskAssessmentScreen = lazyScreen(() => import('../screens/data/risk/RiskAssessmentScreen'), 'RiskAssessmentScreen');
const SummaryScreen = lazyScreen(() => import('../screens/data/summary/SummaryScreen'), 'SummaryScreen');
const ClientZoneScreen = lazyScreen(() => import('../screens/data/clientZone/ClientZoneScreen'), 'ClientZoneScreen');
const OnboardingDeniedScreen = lazyScreen(() => import('../screens/data/OnboardingDeniedScreen'), 'OnboardingDeniedScreen');

/**
 * The routes of the codes and data steps (docs/spec/flow/screens.md#personaldataconfirm): phone and e-mail codes, personal data, address, tax residences,
 * currency, declarations, risk assessment, the client-zone hand-over and the denied page. None of them differs by
 * device (the flow spec names `_M` variants only for the identity steps); every one needs a session (docs/spec/flow/states.md).
 */
export function dataStepRoutes(parent: AnyRoute, guards: RouteGuards) {
  const route = (path: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => parent, path, beforeLoad: guards.requireToken, component });
  return [
    route(ROUTE_PATHS.desktopSms, () => <DesktopSmsScreen />),
    route(ROUTE_PATHS.confirmEmail, () => <ConfirmEmailScreen />),
    route(ROUTE_PATHS.personalDataConfirm, () => <PersonalDataScreen />),
    route(ROUTE_PATHS.addressDetails, () => <AddressScreen />),
    route(ROUTE_PATHS.taxOfficeDetails, () => <TaxResidenceScreen />),
    route(ROUTE_PATHS.currencyChoice, () => <CurrencyScreen />),
    route(ROUTE_PATHS.declarationAcceptance, () => <DeclarationsScreen />),
    route(ROUTE_PATHS.riskAssessment, () => <RiskAssessmentScreen />),
    route(ROUTE_PATHS.summaryAndPaymentChoice, () => <SummaryScreen />),
    route(ROUTE_PATHS.accountOpen, () => <ClientZoneScreen step="accountOpen" />),
    // Also goToClientZone, which has no path of its own (docs/spec/flow/screens.md#client-zone-login): the screen reads the step from the history state.
    route(ROUTE_PATHS.errorsReport, () => <ClientZoneScreen step="errorsReport" />),
    route(ROUTE_PATHS.onboardingDenied, () => <OnboardingDeniedScreen />),
  ];
}

import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { DesktopSmsScreen } from '../screens/DesktopSmsScreen';
import type { RouteGuards } from './routeGuards';
import { ROUTE_PATHS } from './routePaths';

/**
 * The routes of the codes and data steps (S0 §2): phone and e-mail codes, personal data, address, tax residences,
 * currency, declarations, risk assessment, the client-zone hand-over and the denied page.
 */
export function dataStepRoutes(parent: AnyRoute, guards: RouteGuards) {
  return [
    createRoute({ getParentRoute: () => parent, path: ROUTE_PATHS.desktopSms, beforeLoad: guards.requireToken, component: DesktopSmsScreen }),
  ];
}

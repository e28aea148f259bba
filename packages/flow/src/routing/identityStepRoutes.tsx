import type { AnyRoute } from '@tanstack/react-router';
import type { RouteGuards } from './routeGuards';

/**
 * The routes of the identity steps (S0 §2): upload choice, device choice, document selection, how to take a
 * picture, the upload with the widget, its outcomes, and the phone hand-off.
 */
export function identityStepRoutes(_parent: AnyRoute, _guards: RouteGuards) {
  return [];
}

import { PAYMENT_RETURN_PATH, PAYMENT_STAND_IN_PATH } from '@onboarding/realform-api';
import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import { PAYMENT_STYLESHEET, PAYMENT_STYLESHEET_PATH } from './paymentPages';
import { getSummaryRoute, paymentReturnRoute, standInPageRoute, standInResultRoute, summaryAndPaymentChoiceRoute } from './paymentRoutes';

/** What the payments area reads: the call pipeline, the audit log, the brands' payment settings, the signing key. */
export type PaymentsDeps = CallDeps & Pick<AppDeps, 'audit' | 'brandSettings' | 'publicOrigin' | 'paymentSigningKey'>;

/** The payments area (server README "Payments"): the summary, the payment choice, the gateway's stand-in and the way back. */
export function paymentsApp(deps: PaymentsDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The applicant's own device only: a hand-off phone captures documents and nothing else.
  postForm(app, 'summary-and-payment-choice', APPLICANT, summaryAndPaymentChoiceRoute(deps));
  postForm(app, 'get-summary', APPLICANT, getSummaryRoute(deps));
  // The gateway's side and the way back carry no session: the attempt's id and the result's signature stand for it.
  route(app, 'GET', `${PAYMENT_STAND_IN_PATH}/:gateway`, NO_SESSION, standInPageRoute(deps));
  route(app, 'POST', `${PAYMENT_STAND_IN_PATH}/:gateway`, NO_SESSION, standInResultRoute(deps));
  route(app, 'GET', PAYMENT_RETURN_PATH, NO_SESSION, paymentReturnRoute(deps));
  route(app, 'GET', PAYMENT_STYLESHEET_PATH, NO_SESSION, (c) => c.body(PAYMENT_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  return app;
}

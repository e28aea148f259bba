import type { Locale } from '@onboarding/dictionaries';
import type { Application } from '../../store/applicationStore';
import type { PaymentsDeps } from './paymentsApp';
import type { AppEnv } from '../../http/AppEnv';
import type { Context } from 'hono';
import { PAYMENT_RETURN_PATH, type PaymentResult } from '@onboarding/realform-api';
import { clientIp } from '../../http/clientIp';
import { readLimitedBytes } from '../../http/readJsonBody';
import { PAYMENT_CHOICE_STEPS, NEXT_STEP } from '../steps/flowOrder';
import { stepRoute } from '../../http/stepRoute';
import { linkOrigin, onboardingBasePath } from '../documents/handoffLink';
import { DATA_STEP_KEYS } from '../steps/stepData';
import { paymentOffer } from './paymentOffer';
import { paymentRefusedPage, standInPage } from './paymentPages';
import { paymentsContext } from './paymentsContext';
import { ORDER_ID, type PaymentOrder } from './paymentStore';
import { isPaymentResult, RETURN_FIELDS, standInPagePath, standInReturnUrl } from './standInProvider';

/** A stand-in form post (an order id and a result) fits easily; anything bigger is not ours. */
const STAND_IN_FORM_MAX_BYTES = 1024;

/**
 * The stand-in pages' policy: nothing but our stylesheet and a form posted to this server, whose answer redirects
 * (through the return) to the flow — on the brand's own host where one is configured, so form-action names it.
 */
export function standInCsp(deps: Pick<PaymentsDeps, 'brandSettings' | 'publicOrigin'>): string {
  const origins = new Set(["'self'"]);
  if (deps.publicOrigin) origins.add(new URL(deps.publicOrigin).origin);
  for (const settings of Object.values(deps.brandSettings)) if (settings?.origin) origins.add(settings.origin);
  return ["default-src 'none'", "style-src 'self'", `form-action ${[...origins].join(' ')}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
}

function html(c: Context<AppEnv>, deps: PaymentsDeps, status: 200 | 400 | 404 | 409, body: string): Response {
  c.set('securityHeaders', { ...c.get('securityHeaders'), 'Content-Security-Policy': standInCsp(deps), 'Cache-Control': 'no-store' });
  return c.html(body, status, { 'Cache-Control': 'no-store' });
}

/** The data steps' stored answers, under the keys each step's answer uses (what the summary shows and prefills). */
function storedAnswers(application: Application): Record<string, unknown> {
  return Object.fromEntries(Object.values(DATA_STEP_KEYS).flatMap((key) => (application.data[key] === undefined ? [] : [[key, application.data[key]]])));
}

/**
 * POST form-{pl|eu}/get-summary (issue 17): what the summary shows — the stored answers of the data steps and the
 * payment offer (docs/spec/flow/entities.md#currency isPaymentAllowed, the gateways taking the account's currency, the first deposit), with the
 * result of the latest attempt that came back. Asked again after a gateway's return, so the page is the server's.
 */
export function getSummaryRoute(deps: PaymentsDeps) {
  return stepRoute(deps, 'getSummary', {
    from: PAYMENT_CHOICE_STEPS,
    handle: async ({ application }) => {
      const offer = paymentOffer(deps.brandSettings[application.brand]?.payments, application);
      const lastResult = await paymentsContext(deps).store.lastResult(application.id);
      return { extra: { dataContent: storedAnswers(application), payment: { ...offer, lastResult } } };
    },
  });
}

/**
 * POST form-{pl|eu}/summary-and-payment-choice (docs/spec/flow/calls.md#step-calls): `withoutPayment` leads on to account-open; a gateway the
 * brand offers for the account's currency starts an attempt and answers the `redirect` callback with the gateway's
 * Url and Query (docs/spec/flow/calls.md#payment-callbacks "Payment callbacks … redirect the browser to the given Url plus Query"). The step stays until
 * the gateway's return says paid.
 */
export function summaryAndPaymentChoiceRoute(deps: PaymentsDeps) {
  return stepRoute(deps, 'summaryAndPaymentChoice', {
    from: PAYMENT_CHOICE_STEPS,
    handle: async ({ c, input, application, now }) => {
      if (input.paymentGateway === null) {
        return { next: NEXT_STEP.summaryAndPaymentChoice, data: { payment: { status: 'later', at: now.toISOString() } } };
      }
      const settings = deps.brandSettings[application.brand]?.payments;
      const offer = paymentOffer(settings, application);
      const gateway = settings?.gateways.find((candidate) => candidate.id === input.paymentGateway);
      if (!offer.isPaymentAllowed || !gateway || !offer.gateways.some(({ id }) => id === gateway.id)) {
        return { errors: { paymentGateway: 'paymentGateway.unavailable' }, extra: { dataContent: { isPaymentAllowed: offer.isPaymentAllowed } } };
      }
      const payments = paymentsContext(deps);
      const order = await payments.store.create(
        { applicationId: application.id, gateway: gateway.id, provider: gateway.provider, amount: offer.amount!, currency: offer.currency! },
        now,
      );
      const origin = linkOrigin(deps, c.req.url);
      const provider = await payments.provider(gateway.provider);
      const redirect = await provider.start(order, { origin, returnUrl: `${origin}${PAYMENT_RETURN_PATH}`, locale: application.locale });
      deps.logger.info('payment started', { gateway: gateway.id, provider: gateway.provider });
      return { extra: { dataContent: { isPaymentAllowed: true, paymentGateway: gateway.id }, callback: 'redirect', args: redirect } };
    },
  });
}

/** The page of the flow the applicant's browser returns to: the summary, or where the application now is. */
const FLOW_PATHS: Partial<Record<string, string>> = {
  summaryAndPaymentChoice: 'summary',
  accountOpen: 'account-open',
  errorsReport: 'client-zone-login',
  goToClientZone: 'client-zone-login',
};

function flowUrl(deps: PaymentsDeps, c: Context<AppEnv>, application: Application): string {
  const origin = deps.brandSettings[application.brand]?.origin ?? linkOrigin(deps, c.req.url);
  return `${origin}${onboardingBasePath(application.locale as Locale)}${FLOW_PATHS[application.currentStep] ?? ''}`;
}

async function pendingStandInOrder(deps: PaymentsDeps, gatewayParam: string | undefined, orderId: string | undefined | null): Promise<PaymentOrder | null> {
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  const order = await paymentsContext(deps).store.get(orderId);
  if (!order || order.provider !== 'stand-in' || String(order.gateway) !== gatewayParam || order.status !== 'pending') return null;
  return order;
}

/** The refusal page in the attempt's application's language, with a link back to where that application is. */
async function refusedPage(deps: PaymentsDeps, c: Context<AppEnv>, order: PaymentOrder | null): Promise<{ locale: Locale; body: string }> {
  const application = order ? await deps.applications.get(order.applicationId) : null;
  const locale = application?.locale ?? 'en';
  const t = await deps.translator.forLocale(locale);
  return { locale, body: paymentRefusedPage(locale, t, application ? flowUrl(deps, c, application) : undefined) };
}

async function localeOf(deps: PaymentsDeps, order: PaymentOrder | null): Promise<Locale> {
  const application = order ? await deps.applications.get(order.applicationId) : null;
  return application?.locale ?? 'en';
}

/** GET /payments/stand-in/{gateway}?order=…: the stand-in gateway's page (no session: the gateway is a third party). */
export function standInPageRoute(deps: PaymentsDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const orderId = c.req.query(RETURN_FIELDS.order);
    const order = await pendingStandInOrder(deps, c.req.param('gateway'), orderId);
    if (!order) {
      // A used attempt (the browser's Back from the flow): the way back to the application.
      const known = orderId && ORDER_ID.test(orderId) ? await paymentsContext(deps).store.get(orderId) : null;
      return html(c, deps, 404, (await refusedPage(deps, c, known)).body);
    }
    const locale = await localeOf(deps, order);
    return html(c, deps, 200, standInPage(locale, await deps.translator.forLocale(locale), order, standInPagePath(order)));
  };
}

/**
 * POST /payments/stand-in/{gateway} (form: order, result): the tester paid or cancelled; like a provider, the
 * stand-in redirects the browser to the return URL with the result signed.
 */
export function standInResultRoute(deps: PaymentsDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const kind = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const bytes = kind === 'application/x-www-form-urlencoded' ? await readLimitedBytes(c.req.raw, STAND_IN_FORM_MAX_BYTES) : null;
    const fields = bytes ? new URLSearchParams(bytes.toString('utf8')) : null;
    const result = fields?.get(RETURN_FIELDS.result);
    const order = fields && isPaymentResult(result) ? await pendingStandInOrder(deps, c.req.param('gateway'), fields.get(RETURN_FIELDS.order)) : null;
    if (!order || !isPaymentResult(result)) {
      const locale = await localeOf(deps, order);
      return html(c, deps, fields ? 409 : 400, paymentRefusedPage(locale, await deps.translator.forLocale(locale)));
    }
    const key = await paymentsContext(deps).key();
    return c.redirect(standInReturnUrl(key, `${linkOrigin(deps, c.req.url)}${PAYMENT_RETURN_PATH}`, order, result), 303);
  };
}

/**
 * GET /payments/return (docs/spec/flow/calls.md#payment-callbacks payment callbacks: the way back): the provider's adapter checks the result's signature,
 * the attempt's result is recorded once (a replay finds it completed), and the browser goes back to the flow: paid →
 * account-open, otherwise the summary, which says the payment did not go through. No session: the signature (and the
 * attempt's unguessable id) authenticate the return; a tampered or replayed one is refused and records nothing.
 */
export function paymentReturnRoute(deps: PaymentsDeps) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const query = new URL(c.req.url).searchParams;
    const orderId = query.get(RETURN_FIELDS.order) ?? '';
    const payments = paymentsContext(deps);
    const order = ORDER_ID.test(orderId) ? await payments.store.get(orderId) : null;
    const ip = clientIp(c, deps.trustProxy);
    const refuse = async (status: 400 | 409, reason: string) => {
      deps.logger.warn('payment return refused', { reason });
      await deps.audit.record({ event: 'payment.refused', outcome: 'refused', applicationId: order?.applicationId ?? null, ip, detail: { reason } });
      return html(c, deps, status, (await refusedPage(deps, c, order)).body);
    };
    if (!order) return refuse(400, 'unknown');
    const result: PaymentResult | null = await (await payments.provider(order.provider)).verifyReturn(order, query);
    if (!result) return refuse(400, 'signature');
    const now = deps.now();
    if (!(await payments.store.complete(order.id, result, now))) return refuse(409, 'completed');

    const payment = { status: result, gateway: order.gateway, amount: order.amount, currency: order.currency, reference: order.reference, at: now.toISOString() };
    // Paid: on to account-open, if the application is still at the summary (another attempt may have got there first).
    if (result === 'paid') {
      await deps.applications.advance(order.applicationId, { step: NEXT_STEP.summaryAndPaymentChoice, data: { payment }, expectedStep: 'summaryAndPaymentChoice' }, now);
    } else {
      await deps.applications.advance(order.applicationId, { data: { payment }, expectedStep: 'summaryAndPaymentChoice' }, now);
    }
    await deps.audit.record({ event: 'payment.completed', outcome: result === 'paid' ? 'success' : 'failure', applicationId: order.applicationId, ip, detail: { gateway: order.gateway } });
    const application = await deps.applications.get(order.applicationId);
    if (!application) return refuse(400, 'application');
    return c.redirect(flowUrl(deps, c, application), 303);
  };
}

import { AUTO_LOGIN_PATH, type Brand } from '@onboarding/realform-api';
import type { Context } from 'hono';
import type { ClientZoneDeps } from './clientZoneApp';
import type { AppEnv } from '../../http/AppEnv';
import { NEXT_STEP } from '../steps/flowOrder';
import type { StepOutcome } from '../../http/stepRoute';
import { stepRoute } from '../../http/stepRoute';
import type { IssuedClientZoneToken } from './clientZoneTokens';
import { clientZoneTokens } from './clientZoneTokens';
import { linkOrigin } from '../documents/handoffLink';
import type { OpenedAccount } from '../steps/accountDocuments';
import { accountOf, documentsAtOpening, documentsContent } from '../steps/accountDocuments';

export type { OpenedAccount };

/**
 * docs/spec/flow/calls.md#client-zone-auto-login "a browser form POST to {client zone}/api/autoLogin": the brand's client zone (brand setting
 * `clientZoneUrl`), else the configured one (CLIENT_ZONE_URL), else this server's own auto-login page on the public
 * origin. The brand's pages allow the same target as a form action.
 */
export function autoLoginUrl(deps: ClientZoneDeps, c: Context<AppEnv>, brand: Brand): string {
  const clientZoneUrl = deps.brandSettings[brand]?.clientZoneUrl ?? deps.clientZoneUrl;
  if (clientZoneUrl) return `${clientZoneUrl.replace(/\/+$/, '')}${AUTO_LOGIN_PATH}`;
  return `${linkOrigin(deps, c.req.url)}${AUTO_LOGIN_PATH}`;
}

function clientZoneAnswer(deps: ClientZoneDeps, c: Context<AppEnv>, brand: Brand, account: OpenedAccount, issued: IssuedClientZoneToken, now: Date) {
  return {
    dataContent: {
      clientZoneToken: issued.token,
      autoLoginUrl: autoLoginUrl(deps, c, brand),
      clientZoneTokenExpiresInSeconds: Math.floor((issued.expiresAt.getTime() - now.getTime()) / 1000),
      // Issue 17 defect 6: whether the account still waits for its identity document.
      ...documentsContent(account),
    },
    info: { 'Client Id': account.clientId },
  };
}

/** The answer once the account has been handed over to the client zone: 403, and the event in the audit log. */
async function refuseHandOver(deps: ClientZoneDeps, applicationId: string, ip: string, via: string): Promise<StepOutcome> {
  await deps.audit.record({ event: 'clientZone.refused', outcome: 'refused', applicationId, ip, detail: { via, reason: 'handed over' } });
  // dataContent.handedOver: the screen can say it calmly (the account is open), rather than as a failure to retry.
  return { globalError: 'clientZone.handedOver', httpStatus: 403, extra: { dataContent: { handedOver: true } } };
}

/**
 * POST form-{pl|eu}/account-open (docs/spec/flow/calls.md#step-calls): opens the account — a client number, kept in
 * `application.data.account` — and issues a one-time client-zone token for the auto-login post. The next step
 * is the client-zone login screen (the flow spec route errorsReport).
 */
export function accountOpenRoute(deps: ClientZoneDeps) {
  return stepRoute(deps, 'accountOpen', {
    from: ['accountOpen'],
    async handle({ c, input, application, now, ip }) {
      const clientZone = clientZoneTokens(deps.db);
      if (await clientZone.handedOver(application.id)) return refuseHandOver(deps, application.id, ip, 'account-open');
      const account = accountOf(application.data) ?? {
        clientId: await clientZone.nextClientId(),
        openedAt: now.toISOString(),
        // Issue 17 defect 6: opened without a passed identity check ("upload later"), the document is pending.
        documents: documentsAtOpening(application.data),
      };
      const issued = await clientZone.issue(application.id, input.token, now);
      await deps.audit.record({ event: 'clientZone.issued', outcome: 'success', applicationId: application.id, ip, detail: { via: 'account-open' } });
      return { next: NEXT_STEP.accountOpen, data: { account }, extra: clientZoneAnswer(deps, c, application.brand, account, issued, now) };
    },
  });
}

/**
 * POST form-{pl|eu}/errors-report (docs/spec/flow/calls.md#step-calls "errors-report (client zone login)"): the client-zone login screen asks
 * for its token — the same one while it is unused and this session asked for it, otherwise a new one (after
 * a login on another device, after expiry, after it was used). The step stays.
 */
export function errorsReportRoute(deps: ClientZoneDeps) {
  return stepRoute(deps, 'errorsReport', {
    from: ['errorsReport', 'goToClientZone'],
    async handle({ c, input, application, now, ip }) {
      const clientZone = clientZoneTokens(deps.db);
      // Once per opened account (issue 14 finding 6): the onboarding password is not a key to the client zone.
      if (await clientZone.handedOver(application.id)) return refuseHandOver(deps, application.id, ip, 'errors-report');
      const stored = accountOf(application.data);
      const account = stored ?? { clientId: await clientZone.nextClientId(), openedAt: now.toISOString(), documents: documentsAtOpening(application.data) };
      const issued = await clientZone.current(application.id, input.token, now);
      await deps.audit.record({ event: 'clientZone.issued', outcome: 'success', applicationId: application.id, ip, detail: { via: 'errors-report' } });
      return { ...(stored ? {} : { data: { account } }), extra: clientZoneAnswer(deps, c, application.brand, account, issued, now) };
    },
  });
}

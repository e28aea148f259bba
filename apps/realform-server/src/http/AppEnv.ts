import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@onboarding/dictionaries';
import type { RouteSessions } from './routeAccess';

/** Hono's context types: the Node request (absent when the app is called in-process) and the answer's locale. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  Variables: {
    locale: Locale;
    /** The security headers of every answer (docs/security.md#security-headers), built once per server. */
    securityHeaders: Readonly<Record<string, string>>;
    /** The status of an answer written straight to the Node response (see `answer`), for the access log. */
    answeredStatus?: number;
    /** This request's id in the log (see `newRequestId`). */
    requestId?: string;
    /** The session kinds the route being answered accepts (declared at registration, see `route`). */
    sessionKinds?: RouteSessions;
    /**
     * The id of the Idempotency-Key this request holds while its call runs (see `idempotent`): what the call stores
     * under it is replaced, not repeated, by a retry that takes over the key of a first try whose instance died.
     */
    idempotencyId?: string;
  };
}

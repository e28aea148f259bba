import { NO_CSP_ADDITIONS, type CspAdditions } from './brandCsp';

/**
 * The Content-Security-Policy of every answer: only our own origin, no inline script or style, no framing
 * (docs/security.md). `clientZoneUrl`'s origin is added to form-action: the last step posts a form there (docs/spec/flow/calls.md).
 * A brand's pages add exactly the origins its settings configure (`brandCspAdditions`): a hosted captcha, the
 * tag-manager container, analytics endpoints.
 */
export function contentSecurityPolicy(clientZoneUrl?: string, additions: CspAdditions = NO_CSP_ADDITIONS): string {
  const list = (own: readonly string[], extra: readonly string[]) => [...new Set([...own, ...extra])].join(' ');
  const formAction = ["'self'"];
  if (clientZoneUrl) formAction.push(new URL(clientZoneUrl).origin);
  return [
    "default-src 'self'",
    `script-src ${list(["'self'"], additions.scriptSrc)}`,
    "style-src 'self'",
    `img-src ${list(["'self'", 'data:', 'blob:'], additions.imgSrc)}`,
    "font-src 'self'",
    `connect-src ${list(["'self'"], additions.connectSrc)}`,
    "media-src 'self' blob:",
    ...(additions.frameSrc.length > 0 ? [`frame-src ${list([], additions.frameSrc)}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${list(formAction, additions.formAction)}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * HSTS (ASVS 3.4.1: at least a year, subdomains included at level 2) when the public origin is https:, on every
 * answer. Browsers ignore it over http:, so a development server on http://localhost sends none.
 */
export function strictTransportSecurity(publicOrigin: string | undefined): Record<string, string> {
  return publicOrigin?.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
}

/** Headers set on every response, pages, assets and API alike. */
export function securityHeaders(clientZoneUrl?: string, publicOrigin?: string, additions?: CspAdditions): Record<string, string> {
  return {
    ...strictTransportSecurity(publicOrigin),
    'Content-Security-Policy': contentSecurityPolicy(clientZoneUrl, additions),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The upload step films the document with this page's camera (docs/spec/flow/screens.md#upload-document); nothing else may.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Headers of JSON answers (the realform calls, the scan backend, health). A JSON body is never rendered as a
 * page, so the page policy has nothing to govern there; OWASP's REST guidance asks for these: no caching, no
 * framing, no MIME sniffing, and a policy that forbids everything should the body ever be opened as a document.
 * (Smaller headers also make each answer cheaper: see the benchmark in the README.)
 */
export function apiSecurityHeaders(publicOrigin?: string): Record<string, string> {
  return {
    ...strictTransportSecurity(publicOrigin),
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
  };
}

/** Paths that answer JSON rather than pages. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/realform/') || path.startsWith('/idscanenterprisesvc/') || path === '/healthz' || path === '/readyz';
}

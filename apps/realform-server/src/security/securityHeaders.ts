/**
 * The Content-Security-Policy of every answer: only our own origin, no inline script or style, no framing
 * (DESIGN §4). `clientZoneUrl`'s origin is added to form-action: the last step posts a form there (S0 §7).
 */
export function contentSecurityPolicy(clientZoneUrl?: string): string {
  const formAction = ["'self'"];
  if (clientZoneUrl) formAction.push(new URL(clientZoneUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

/** Headers set on every response, pages, assets and API alike. */
export function securityHeaders(clientZoneUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(clientZoneUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The upload step films the document with this page's camera (S0 §2); nothing else may.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Server callbacks the flow knows how to run (docs/spec/flow/entities.md#server-response-fields "callback plus args"); anything else is logged only (docs/spec/flow/errors.md#logged-only).
 * Payment redirects (docs/spec/flow/calls.md#payment-callbacks: the given Url plus Query) are the first.
 */
/** Where the browser is sent away (a seam: jsdom cannot navigate, so tests watch this instead). */
export const browserNavigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

export const knownCallbacks: Readonly<Record<string, (args: unknown) => void>> = {
  redirect: (args) => {
    if (typeof args !== 'object' || args === null) return;
    const { Url, Query } = args as { Url?: unknown; Query?: unknown };
    if (typeof Url !== 'string') return;
    const target = new URL(Url, window.location.href);
    if (typeof Query === 'string' && Query) target.search = Query.startsWith('?') ? Query : `?${Query}`;
    if (target.protocol === 'https:' || target.origin === window.location.origin) browserNavigation.assign(target.href);
  },
};

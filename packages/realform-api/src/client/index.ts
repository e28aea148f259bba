// `@onboarding/realform-api/client`: what a page needs to talk to the server — the client, its token stores and
// errors, and the contract's messages — without the field rules and request schemas of the main entry. A host's
// first page imports this; the steps that check fields import the package itself (docs/architecture.md#routing: the entry route
// stays small). Everything here is also exported by the main entry: the same objects, from shared modules.
export { createRealformClient, DEFAULT_TIMEOUT_MS } from './createRealformClient';
export { CLIENT_ID_COOKIE, CLIENT_ID_COOKIE_MAX_AGE_SECONDS, ensureClientId, readClientId } from './clientIdCookie';
export { RealformNetworkError } from './RealformNetworkError';
export { RealformResponseError } from './RealformResponseError';
export { memoryTokenStore, webStorageTokenStore } from './TokenStore';
export { isRestartResponse } from '../contract/standardResponse';
export { loadMessages } from '../locales';

export type { RealformClient, RealformClientOptions } from './createRealformClient';
export type { TokenStore } from './TokenStore';
export type { Brand } from '../contract/brands';
export type { CallInput, CallName, CallResponse } from '../contract/calls';
export type { ResponseStatus, StandardResponse } from '../contract/standardResponse';

import { AUTO_LOGIN_URL_PARAMS_MAX_LENGTH } from '@onboarding/realform-api';

/** Query parameters of the entry URL that are the flow's own business, not the client zone's. */
const NOT_FORWARDED = new Set(['token', 'UserToken', 'mobile', 'qrCode']);

/**
 * The `urlParams` of the automatic login form (docs/spec/flow/calls.md#client-zone-auto-login): the entry URL's query — source and ad parameters the client
 * zone may use — without the flow's own tokens, at most {@link AUTO_LOGIN_URL_PARAMS_MAX_LENGTH} characters.
 */
export function autoLoginUrlParams(entryQuery: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(Object.entries(entryQuery).filter(([key]) => !NOT_FORWARDED.has(key)));
  let text = params.toString();
  while (text.length > AUTO_LOGIN_URL_PARAMS_MAX_LENGTH && text.includes('&')) text = text.slice(0, text.lastIndexOf('&'));
  return text.length > AUTO_LOGIN_URL_PARAMS_MAX_LENGTH ? '' : text;
}

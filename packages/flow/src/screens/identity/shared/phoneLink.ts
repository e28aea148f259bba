import { redirect } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../../../routing/routePaths';

/** How the desktop sent the phone its hand-off link (docs/spec/flow/routes.md#query-parameters query parameters `qrCode` and `mobile`). */
export type PhoneLinkChannel = 'qrCode' | 'mobile';

/** A hand-off link opened on a phone: its single-use token and the channel it came by. */
export interface PhoneLink {
  token: string;
  channel: PhoneLinkChannel;
}

// The link travels in the history state, not the address bar: the token is single-use and should not linger in
// the URL (shared screenshots, the browser's history list), yet a reload while the phone confirms it must keep it.
declare module '@tanstack/react-router' {
  interface HistoryState {
    phoneLink?: PhoneLink;
  }
}

/**
 * docs/spec/flow/routes.md#query-parameters: "token together with mobile or qrCode verifies the token and continues the mobile upload". The link the
 * server makes is `{base}?token=…&qrCode=true` (or `&mobile=true` by SMS); `null` for any other query.
 */
export function phoneLinkOf(searchStr: string | undefined): PhoneLink | null {
  const query = new URLSearchParams(searchStr ?? '');
  const token = query.get('token');
  if (!token) return null;
  if (query.get('qrCode') === 'true') return { token, channel: 'qrCode' };
  if (query.get('mobile') === 'true') return { token, channel: 'mobile' };
  return null;
}

/**
 * The `beforeLoad` of the entry route: a hand-off link goes to the phone's first step, the document selection,
 * where the link is confirmed before anything else shows (`PhoneLinkScreen`). Without link parameters it does
 * nothing. Kept free of heavy imports: it runs on the entry route.
 */
export function phoneLinkRedirect(location: { searchStr?: string }): void {
  const phoneLink = phoneLinkOf(location.searchStr);
  if (!phoneLink) return;
  throw redirect({ to: ROUTE_PATHS.mobileDocumentChoice, state: { stepName: 'mobileDocumentChoice', phoneLink }, replace: true });
}

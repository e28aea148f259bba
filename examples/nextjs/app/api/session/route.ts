import { createSession } from '@onboarding/idscan-widget/server';
import { env } from '../../../lib/idscan';

/** POST /api/session: a scan session for the user (in your app: for the signed-in user only). */
export async function POST() {
  const session = await createSession({
    apiUrl: env('IDSCAN_API_URL'),
    apiKey: env('IDSCAN_API_KEY'),
    documentType: 'passport',
    // In your app: the signed-in user's id (a pseudonym, not a name or an e-mail address).
    reference: `user-${crypto.randomUUID()}`,
  });
  // The browser gets what the widget needs, nothing else.
  const { token, journeyId, backendUrl, steps } = session;
  return Response.json({ token, journeyId, backendUrl, steps }, { headers: { 'cache-control': 'no-store' } });
}

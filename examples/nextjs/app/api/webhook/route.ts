import { decide, verifyWebhook } from '../../../lib/idscan';

/** POST /api/webhook: the scan server's signed `journey.ended`; the decision is taken here, from it only. */
export async function POST(request: Request) {
  // The raw body: the signature covers the bytes as sent, never a re-serialised object.
  const event = verifyWebhook(await request.text(), request.headers.get('idscan-signature'));
  if (!event) return Response.json({ error: 'bad signature' }, { status: 400 });
  decide(event);
  return Response.json({ received: true });
}

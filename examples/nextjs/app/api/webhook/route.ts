import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '@onboarding/idscan-widget/server';
import { decide, env } from '../../../lib/idscan';

/** POST /api/webhook: the scan server's signed `journey.ended`; the decision is taken here, from it only. */
export async function POST(request: Request) {
  // The raw bytes: the signature covers the body as sent, never a re-serialised object.
  const verified = await verifyWebhook({
    payload: new Uint8Array(await request.arrayBuffer()),
    header: request.headers.get(WEBHOOK_SIGNATURE_HEADER),
    secret: env('IDSCAN_WEBHOOK_SECRET'),
  });
  if (!verified.ok) return Response.json({ error: `webhook refused (${verified.reason})` }, { status: 400 });
  decide(verified.event);
  return Response.json({ received: true });
}

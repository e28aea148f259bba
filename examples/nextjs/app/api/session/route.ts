import { createSession } from '../../../lib/idscan';

/** POST /api/session: a scan session for the user (in your app: for the signed-in user only). */
export async function POST() {
  return Response.json(await createSession('passport'), { headers: { 'cache-control': 'no-store' } });
}

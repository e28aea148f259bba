import type { NextRequest } from 'next/server';
import { decisionOf } from '../../../lib/idscan';

/** GET /api/result?journeyId=…: what this server decided from the webhook, or pending. */
export function GET(request: NextRequest) {
  const decision = decisionOf(request.nextUrl.searchParams.get('journeyId') ?? '');
  return Response.json(decision ? { status: 'decided', ...decision } : { status: 'pending' }, { headers: { 'cache-control': 'no-store' } });
}

import type * as v from 'valibot';
import type { CallRoute } from './callRoutes';

/**
 * A call table from routes and the request schema of each (what the server validates bodies with).
 * Annotated pure so a client bundle that reads only the routes drops the request schemas.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withRequests<
  const TRoutes extends Record<string, CallRoute>,
  const TRequests extends { [K in keyof TRoutes]: v.GenericSchema },
>(routes: TRoutes, requests: TRequests): { [K in keyof TRoutes]: TRoutes[K] & { request: TRequests[K] } } {
  const table: Record<string, CallRoute & { request: v.GenericSchema }> = {};
  for (const name of Object.keys(routes)) table[name] = { ...routes[name]!, request: requests[name]! };
  return table as { [K in keyof TRoutes]: TRoutes[K] & { request: TRequests[K] } };
}

/**
 * One table from the areas' tables. A function annotated pure rather than a module-level object spread:
 * bundlers keep a spread (it could run getters), and with it every table it spreads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function joinTables<const A extends object, const B extends object, const C extends object, const D extends object>(
  a: A,
  b: B,
  c: C,
  d: D,
): A & B & C & D {
  return Object.assign({}, a, b, c, d);
}

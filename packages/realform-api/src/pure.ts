/**
 * Marks a module-level computation as free of side effects, so a bundle that never reads its result drops it
 * (and whatever only it refers to). Bundlers keep module-level spreads, property reads, `Object.keys`, `new Map`
 * and calls of unannotated functions, because those could have effects; wrapped here they go when unused. That is
 * how the browser's first page gets the client without the request schemas and their field rules (docs/architecture.md#the-front-end).
 */
/* @__NO_SIDE_EFFECTS__ */
export function pure<T>(compute: () => T): T {
  return compute();
}

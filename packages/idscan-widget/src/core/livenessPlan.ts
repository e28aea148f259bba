import type { LivenessAction } from './enumerations';

/**
 * Actions an active liveness check asks for (docs/spec/widget/states.md#liveness). Only head turns: the face detector's landmarks tell a turn
 * to the left from one to the right, but not a smile from a frown, and asking what cannot be judged would pass
 * anyone.
 */
const ASKABLE: readonly LivenessAction[] = ['LEFT', 'RIGHT'];

/**
 * The actions of one liveness check: passive asks only to look straight; active asks both turns in a random
 * order, then to look straight (so the last picture is a plain face).
 */
export function livenessPlan(mode: 'active' | 'passive', random: () => number = Math.random): LivenessAction[] {
  if (mode === 'passive') return ['STRAIGHT'];
  const pool = [...ASKABLE];
  const asked: LivenessAction[] = [];
  while (pool.length > 0) asked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return [...asked, 'STRAIGHT'];
}

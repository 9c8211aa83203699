import type { AtOnceFunction } from '@carteira/server/src/services/bank-api/at-once/at-once.repository.ts';
import { atOnceTally } from '@carteira/server/src/services/bank-api/at-once/at-once.service.ts';

/**
 * The server's count of payments at once (decision 0011) from now on: how many `fn` took in one
 * database call, and why the others of any kind went step by step (`<fn>: <the database's word>`).
 */
export function atOnceSince(fn: AtOnceFunction) {
  const atOnce = atOnceTally.count(fn);
  const stepByStep = new Map(atOnceTally.stepByStep);
  return () => ({
    atOnce: atOnceTally.count(fn) - atOnce,
    stepByStep: [...atOnceTally.stepByStep]
      .map(([why, n]) => [why, n - (stepByStep.get(why) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .map(([why, n]) => `${why} ${n}`),
  });
}

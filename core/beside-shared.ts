import { deepFreeze } from './deep-freeze';
import { keptPerPair } from './kept-per-pair';

/**
 * `derive` kept beside its input while that input is a shared content value: answers the worker keeps
 * in isolate memory are frozen and read by every request (worker/content/hot-answers.ts), so what
 * follows from one of them alone is worked out once and shared, frozen too. Any other input (a
 * preview answer, a test's object) is derived afresh every time.
 */
export function besideShared<R>(derive: (value: unknown) => R): (value: unknown) => R {
  const keyed = besideSharedBy((value: unknown) => derive(value));
  return (value) => keyed(value, undefined);
}

/**
 * `besideShared` for what follows from a shared value and one small key besides (a unit system, a
 * language): one result per key is kept beside the value. The key must name everything else the
 * result depends on.
 */
export function besideSharedBy<K, R>(derive: (value: unknown, key: K) => R): (value: unknown, key: K) => R {
  const kept = keptPerPair((shared: object, key: K) => deepFreeze(derive(shared, key)));
  return (value, key) => (typeof value === 'object' && value !== null && Object.isFrozen(value) ? kept(value, key) : derive(value, key));
}

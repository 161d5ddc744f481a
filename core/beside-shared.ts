import { deepFreeze } from './deep-freeze';

/**
 * `derive` kept beside its input while that input is a shared content value: answers the worker keeps
 * in isolate memory are frozen and read by every request (worker/content/hot-answers.ts), so what
 * follows from one of them alone is worked out once and shared, frozen too. Any other input (a
 * preview answer, a test's object) is derived afresh every time.
 */
export function besideShared<R>(derive: (value: unknown) => R): (value: unknown) => R {
  const kept = new WeakMap<object, R>();
  return (value) => {
    const shared = typeof value === 'object' && value !== null && Object.isFrozen(value) ? value : undefined;
    if (shared && kept.has(shared)) return kept.get(shared) as R;
    const made = derive(value);
    if (shared) kept.set(shared, deepFreeze(made));
    return made;
  };
}

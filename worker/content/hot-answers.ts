import { deepFreeze } from '../../core/deep-freeze';

// The content answers this isolate used last, in memory in front of the Cache API: a hit costs no
// cache lookup and no JSON parse, and an answer just fetched is visible to the next request at once
// (the Cache API write lands in the background). Least recently used first out, bounded by the size of
// the answers' JSON. Values are frozen: every request of the isolate shares them.

const BUDGET_CHARS = 8 * 1024 * 1024;

interface Held<T> {
  value: T;
  chars: number;
}

const held = new Map<string, Held<unknown>>();
let total = 0;

export function recallAnswer<T>(key: string): T | undefined {
  const found = held.get(key);
  if (!found) return undefined;
  held.delete(key);
  held.set(key, found);
  return found.value as T;
}

/** Keeps `value` (whose JSON is `chars` long) under `key`; an answer larger than the budget is not kept. */
export function keepAnswer<T>(key: string, value: T, chars: number): T {
  const old = held.get(key);
  if (old) {
    held.delete(key);
    total -= old.chars;
  }
  if (chars > BUDGET_CHARS) return value;
  held.set(key, { value: deepFreeze(value), chars });
  total += chars;
  for (const [oldest, entry] of held) {
    if (total <= BUDGET_CHARS) break;
    held.delete(oldest);
    total -= entry.chars;
  }
  return value;
}

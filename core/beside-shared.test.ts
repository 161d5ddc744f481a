import { describe, expect, it } from 'vitest';
import { besideShared } from './beside-shared';
import { deepFreeze } from './deep-freeze';

describe('besideShared', () => {
  it('derives a frozen value once and shares the result frozen; other values every time', () => {
    let calls = 0;
    const ids = besideShared((value) => {
      calls++;
      return (value as { id: string }[]).map((item) => ({ id: item.id }));
    });
    const shared = deepFreeze([{ id: 'a' }]);
    const first = ids(shared);
    expect(ids(shared)).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(calls).toBe(1);
    const own = [{ id: 'b' }];
    expect(ids(own)).not.toBe(ids(own));
    expect(calls).toBe(3);
  });
});

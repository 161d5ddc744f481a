import { describe, expect, it } from 'vitest';
import { besideShared, besideSharedBy } from './beside-shared';
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

describe('besideSharedBy', () => {
  it('keeps one frozen result per key beside a frozen value; other values are derived every time', () => {
    const calls: string[] = [];
    const scaled = besideSharedBy((value, unit: 'm' | 'ft') => {
      calls.push(unit);
      return { metres: (value as { metres: number }).metres * (unit === 'ft' ? 3.28 : 1) };
    });
    const shared = deepFreeze({ metres: 10 });
    const metres = scaled(shared, 'm');
    const feet = scaled(shared, 'ft');
    expect(feet.metres).toBeCloseTo(32.8);
    expect(scaled(shared, 'm')).toBe(metres);
    expect(scaled(shared, 'ft')).toBe(feet);
    expect(Object.isFrozen(feet)).toBe(true);
    expect(calls).toEqual(['m', 'ft']);
    const own = { metres: 1 };
    expect(scaled(own, 'm')).not.toBe(scaled(own, 'm'));
    expect(Object.isFrozen(scaled(own, 'm'))).toBe(false);
    expect(calls).toHaveLength(5);
  });
});

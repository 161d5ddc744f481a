import { describe, expect, it } from 'vitest';
import { totalOf } from './bench-scale.mjs';

describe('totalOf', () => {
  it("reads a list's total, thousands separators and all", () => {
    expect(totalOf('<p>31 - 60 of <b>12,345</b> items</p>')).toBe(12345);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { firstIssue } from './first-issue';

describe('firstIssue', () => {
  it('names the first bad field by its dotted path, empty for the value itself', () => {
    const schema = z.object({ map: z.object({ center: z.tuple([z.number(), z.number()]) }) });
    expect(firstIssue(schema.safeParse({ map: { center: ['x', 1] } }).error!)).toEqual({ path: 'map.center.0', message: expect.any(String) });
    expect(firstIssue(schema.safeParse(null).error!).path).toBe('');
  });
});

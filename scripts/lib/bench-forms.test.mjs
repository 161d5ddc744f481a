import { describe, expect, it } from 'vitest';
import { classifyPosts, deliveryCounts } from './bench-forms.mjs';

describe('classifyPosts', () => {
  it('counts a 429 as a refusal only with Retry-After, and a 200 only when the body says ok', () => {
    const sorted = classifyPosts([
      { email: 'a', status: 200, ok: true },
      { email: 'b', status: 200, ok: false },
      { email: 'c', status: 429, ok: false, retryAfter: '60' },
      { email: 'd', status: 429, ok: false },
      { email: 'e', status: 500, ok: false },
    ]);
    expect(sorted.accepted).toEqual(['a']);
    expect(sorted.limited).toEqual(['c']);
    expect(sorted.other.map((o) => o.email)).toEqual(['b', 'd', 'e']);
  });
});

describe('deliveryCounts', () => {
  const ok = (email) => ({ status: 200, body: { email_address: email } });
  it('counts successful calls per accepted address, ignoring failures and strangers', () => {
    const calls = [ok('a'), { status: 503, body: { email_address: 'b' } }, ok('c'), ok('c'), ok('stranger')];
    expect(deliveryCounts(['a', 'b', 'c'], calls)).toEqual({ once: 1, missing: 1, twice: 1 });
  });
});

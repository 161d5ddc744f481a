import { describe, expect, it } from 'vitest';
import { newsletterOutcome } from './newsletter-outcome';

describe('newsletter answer', () => {
  it('reads a success with its message', () => {
    expect(newsletterOutcome({ ok: true, id: 'x', message: 'Thanks!' })).toEqual({ ok: true, message: 'Thanks!' });
  });

  it('reads an error with or without the rejected field', () => {
    expect(newsletterOutcome({ error: { id: 'invalid_email', field: 'email', message: 'Bad address.' } })).toEqual({ ok: false, message: 'Bad address.', field: 'email' });
    expect(newsletterOutcome({ error: { id: 'internal_error', message: 'Try later.' } })).toEqual({ ok: false, message: 'Try later.' });
  });

  it('gives up on anything else', () => {
    for (const body of [null, 'ok', 42, [], {}, { ok: true }, { ok: 'yes', message: 'Thanks!' }, { error: 'broken' }, { error: { message: 3 } }]) {
      expect(newsletterOutcome(body)).toBeUndefined();
    }
  });
});

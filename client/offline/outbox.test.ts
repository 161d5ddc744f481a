import { describe, expect, it } from 'vitest';
import { afterAnswer } from './outbox';

describe('afterAnswer', () => {
  it('drops a form the server decided on, accepted or refused for good', () => {
    expect(afterAnswer(200, { ok: true })).toBe('sent');
    expect(afterAnswer(400, { error: { id: 'form.invalid', field: 'email' } })).toBe('sent');
    expect(afterAnswer(403, { error: { id: 'form.cross_site' } })).toBe('sent');
  });
  it('keeps it for another try after a token refusal, throttling or a server failure', () => {
    expect(afterAnswer(403, { error: { id: 'form.xsrf' } })).toBe('later');
    expect(afterAnswer(429, undefined)).toBe('later');
    expect(afterAnswer(503, undefined)).toBe('later');
  });
});

import { describe, expect, it } from 'vitest';
import { mask } from './log';

describe('mask', () => {
  it('hides credentials however deep, and keeps everything else', () => {
    const masked = mask({ password: 'p', nested: { operatorToken: 't', webhook_secret: 's', listApiKey: 'k', Authorization: 'a', cookie: 'c' }, route: 'entry', tokens: 3 });
    expect(masked).toEqual({
      password: '********',
      nested: { operatorToken: '********', webhook_secret: '********', listApiKey: '********', Authorization: '********', cookie: '********' },
      route: 'entry',
      tokens: 3,
    });
  });
});

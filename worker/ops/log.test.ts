import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log';

afterEach(() => vi.restoreAllMocks());

describe('log', () => {
  it('writes one JSON line whose credential fields are hidden however deep, and keeps everything else', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    log('info', 'request', { password: 'p', nested: { operatorToken: 't', webhook_secret: 's', listApiKey: 'k', Authorization: 'a', cookie: 'c' }, route: 'entry', tokens: 3 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(info.mock.calls[0]![0] as string)).toEqual({
      level: 'info',
      event: 'request',
      password: '********',
      nested: { operatorToken: '********', webhook_secret: '********', listApiKey: '********', Authorization: '********', cookie: '********' },
      route: 'entry',
      tokens: 3,
    });
  });

  it('writes warnings and errors to their own console streams', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log('warn', 'slow', { signature: 'x' });
    log('error', 'failed');
    expect(warn.mock.calls.map(([line]) => JSON.parse(line as string))).toEqual([{ level: 'warn', event: 'slow', signature: '********' }]);
    expect(error.mock.calls.map(([line]) => JSON.parse(line as string))).toEqual([{ level: 'error', event: 'failed' }]);
  });
});

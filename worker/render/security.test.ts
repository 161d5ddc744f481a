import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The security headers every answer carries, read from the worker's answers (the captcha widget's
// origins on a report page: worker/pages/form-pages.test.ts).

const zone = siteZone('security');
const EMBED = '/embeds/flamenco-beach/place-flamenco-beach';

const over = (scheme: 'http' | 'https', path: string) => exports.default.fetch(new Request(`${scheme}://${zone.host('islands')}${path}`, { redirect: 'manual' }));
const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((d) => d.startsWith(`${name} `));
}

beforeAll(() => zone.register(['islands']));

describe('security headers', () => {
  it('never allows inline or eval scripts', async () => {
    const policy = csp(await over('https', '/places'));
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  });

  it("forbids framing by default and allows the embed route's ancestors", async () => {
    const page = await over('http', '/places');
    expect(directive(csp(page), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const embed = await over('http', EMBED);
    expect(embed.status).toBe(200);
    expect(directive(csp(embed), 'frame-ancestors')).toBe('frame-ancestors *');
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });

  it('sends HSTS and upgrade-insecure-requests only over https', async () => {
    const secure = await over('https', '/places');
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(csp(secure).split('; ')).toContain('upgrade-insecure-requests');
    const plain = await over('http', '/places');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(csp(plain).split('; ')).not.toContain('upgrade-insecure-requests');
  });

  it('sets the baseline headers, on error pages and unknown hosts too', async () => {
    const unknown = await exports.default.fetch('http://nowhere.security.test/');
    expect(unknown.status).toBe(404);
    for (const res of [await over('http', '/places'), await over('http', '/no-such-page'), unknown]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('permissions-policy')).toBeTruthy();
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(directive(csp(res), 'script-src')).toBe("script-src 'self'");
    }
  });
});

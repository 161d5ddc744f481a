import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The headers of every route class, judged by the rules of the Mozilla HTTP Observatory's scan, over
// HTTPS as a production host is scanned. A cookie without `Secure` fails the scan however it is
// served, so the cookie rules hold over plain HTTP as well.

const zone = siteZone('observatory');
const SITE = 'islands';

/** Each route class a visitor reaches, by a path of the demo site (detail and embed from its list). */
async function routeClasses(): Promise<Record<string, string>> {
  const list = await (await get('/places')).text();
  const detail = /href="(\/entries\/[^"/]+\/[^"?]+)"/.exec(list)?.[1];
  if (!detail) throw new Error('/places links no entry');
  return {
    home: '/',
    index: '/places',
    detail,
    embed: detail.replace('/entries/', '/embeds/'),
    search: '/search?text=beach',
    map: '/map',
  };
}

function get(path: string, scheme = 'https'): Promise<Response> {
  return exports.default.fetch(new Request(`${scheme}://${zone.host(SITE)}${path}`, { redirect: 'manual' }));
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The scan's failures for one answer: an empty list passes. */
function observatoryFailures(res: Response): string[] {
  const failures: string[] = [];
  const csp = res.headers.get('content-security-policy');
  if (!csp) failures.push('csp-not-implemented');
  else {
    const policy = directives(csp);
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    if (!scripts.length) failures.push('csp-implemented-but-no-script-src');
    if (scripts.some((source) => ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'http:', 'https:', '*'].includes(source))) failures.push('csp-implemented-with-unsafe');
    if (policy.get('object-src')?.join(' ') !== "'none'" && !policy.get('default-src')?.includes("'none'")) failures.push('csp-object-src-not-none');
    if (!policy.has('frame-ancestors') && !/^(DENY|SAMEORIGIN)$/i.test(res.headers.get('x-frame-options') ?? '')) failures.push('x-frame-options-not-implemented');
  }
  for (const cookie of res.headers.getSetCookie()) {
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    if (!attributes.includes('secure')) failures.push(`cookies-without-secure-flag: ${cookie.split('=')[0]}`);
    if (!attributes.some((part) => part.startsWith('samesite='))) failures.push(`cookies-samesite-flag-invalid: ${cookie.split('=')[0]}`);
  }
  if (res.headers.get('access-control-allow-origin') === '*') failures.push('cross-origin-resource-sharing-implemented-with-universal-access');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(res.headers.get('referrer-policy') ?? '')) failures.push('referrer-policy-unsafe');
  const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1] ?? 0);
  if (maxAge < 15_552_000) failures.push('hsts-not-implemented-or-short');
  if (res.headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff') failures.push('x-content-type-options-not-implemented');
  return failures;
}

describe('the Observatory scan of every route class', () => {
  let paths: Record<string, string>;
  beforeAll(async () => {
    await zone.register([SITE]);
    paths = await routeClasses();
  }, 60_000);

  it.each(['home', 'index', 'detail', 'embed', 'search', 'map'])('%s passes every header rule, with a first visit given its cookie', async (routeClass) => {
    const res = await get(paths[routeClass]!);
    expect(res.status, paths[routeClass]).toBe(200);
    if (routeClass === 'home') expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
    expect(observatoryFailures(res)).toEqual([]);
  });

  it('sets its cookies Secure over plain HTTP too (browsers keep them on localhost)', async () => {
    const page = await get('/', 'http');
    const cookies = page.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    const locale = await exports.default.fetch(new Request(`http://${zone.host(SITE)}/preferences/locale`, { method: 'POST', body: new URLSearchParams({ locale: 'es' }), redirect: 'manual' }));
    expect(locale.headers.getSetCookie()).toEqual([expect.stringMatching(/^locale=es;.*Secure/i)]);
  });
});

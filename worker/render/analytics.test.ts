import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// docs/product/menus-and-layout.md#analytics: web analytics (enabled per site with an id) load only on the site's production host, and
// only there does the CSP allow the tag's origins; never on staging, other hosts or local runs.

const zone = siteZone('analytics');
const TAG = 'https://www.googletagmanager.com';

async function page(host: string, path = '/places') {
  const res = await exports.default.fetch(new Request(`https://${host}${path}`, { headers: { Accept: 'text/html' } }));
  return { status: res.status, csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
}

describe('analytics', () => {
  beforeAll(async () => {
    await zone.register(['islands', 'canal-trail']);
    await zone.registerHost('islands.travel-guide.example', 'islands', 'production');
    await zone.registerHost('islands.staging.travel-guide.example', 'islands', 'staging');
    await zone.registerHost('canal-trail.travel-guide.example', 'canal-trail', 'production');
    // A production record on a host that is not the configured production host (a preview alias).
    await zone.registerHost('islands-preview.example', 'islands', 'production');
  }, 60_000);

  it("loads the site's tag on its production host, and the CSP allows the tag's origin there", async () => {
    const { status, csp, html } = await page('islands.travel-guide.example');
    expect(status).toBe(200);
    expect(html).toContain(`<script async="" src="${TAG}/gtag/js?id=G-ISLANDS01"></script>`);
    expect(html).toContain('<script async="" src="/assets/analytics.js" data-analytics-id="G-ISLANDS01"></script>');
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe(`script-src 'self' ${TAG}`);
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
    expect(directives['script-src']).not.toContain('unsafe');
  });

  it('the starter script is served from the site', async () => {
    const res = await exports.default.fetch(new Request('https://islands.travel-guide.example/assets/analytics.js'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("gtag('config', id)");
  });

  it('never on staging, another production-stage host, a local run, or a site without an id', async () => {
    for (const host of ['islands.staging.travel-guide.example', 'islands-preview.example', zone.host('islands'), 'canal-trail.travel-guide.example']) {
      const { status, csp, html } = await page(host);
      expect(status, host).toBe(200);
      expect(html, host).not.toContain('googletagmanager');
      expect(html, host).not.toContain('analytics.js');
      expect(csp, host).not.toContain('googletagmanager');
      expect(csp, host).not.toContain('google-analytics');
    }
  });
});

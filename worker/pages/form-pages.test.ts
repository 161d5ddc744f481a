import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { type SiteZone, siteZone } from '../../test/support/worker-fetch';

// The form pages (docs/product/forms.md#form-pages: report, join, order) as the worker serves them: the form where the site
// offers it, links only to forms that exist, and the captcha widget's script and CSP origins on the
// report page only.

let zone: SiteZone;

beforeAll(async () => {
  zone = siteZone('form-pages');
  await zone.register(['islands', 'valley-trails', 'scenic-region']);
});

async function page(site: string, path: string): Promise<{ status: number; html: string; csp: string }> {
  const res = await zone.fetch(site, path, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
const fieldNames = (html: string, form: string) => {
  const section = html.slice(html.indexOf(`data-site-form="${form}"`));
  const markup = section.slice(0, section.indexOf('</form>'));
  return [...markup.matchAll(/<(?:input|textarea)[^>]*\sname="([^"]+)"/g)].map((m) => m[1]);
};
const RECAPTCHA = 'https://www.google.com/recaptcha/api.js';

describe('form pages', () => {
  it.each([
    ['islands', '/join', 'join', ['email', 'password', 'firstName', 'lastName']],
    ['islands', '/order', 'order', ['name', 'email', 'streetAddress', 'city', 'stateOrProvince', 'postalCode', 'country']],
    ['valley-trails', '/signup', 'join', ['email', 'password', 'firstName', 'lastName']],
    ['valley-trails', '/report', 'report', ['text', 'firstName', 'lastName', 'email']],
  ] as const)('%s %s shows the %s form posting to its endpoint with its fields', async (site, path, form, names) => {
    const { status, html } = await page(site, path);
    expect(status).toBe(200);
    expect(html).toContain(`data-island="form"`);
    expect(html).toContain(`<form action="/forms/${form}" method="post">`);
    expect(fieldNames(html, form)).toEqual(names);
    expect(html).toContain(`<h2 id="${form}-form-title">${t('en', `${form}.title`)}</h2>`);
  });

  it('labels every field and speaks the page language (islands /pedido in Spanish)', async () => {
    const { html } = await page('islands', '/pedido');
    for (const key of ['form.name', 'form.email', 'form.streetAddress', 'form.city', 'form.stateOrProvince', 'form.postalCode', 'form.country'] as const) {
      expect(html).toContain(`>${t('es', key)}</label>`);
    }
    expect(html).toContain(`>${t('es', 'order.submit')}</button>`);
    // Its answer speaks Spanish too.
    expect(html).toContain('<form action="/forms/order?locale=es" method="post">');
  });

  it('the report page holds the captcha widget and its external script, and its CSP allows exactly the widget origins', async () => {
    for (const round of ['first', 'from the page cache']) {
      const { html, csp } = await page('valley-trails', '/report');
      expect(html, round).toContain('<div class="g-recaptcha" data-sitekey="6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"></div>');
      expect(html, round).toContain(`<script src="${RECAPTCHA}" defer=""></script>`);
      expect(directive(csp, 'script-src'), round).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
      expect(directive(csp, 'frame-src'), round).toBe("frame-src 'self' https://www.google.com https://www.gstatic.com");
      expect(
        csp.split('; ').filter((d) => d.includes('https://www.gstatic.com')),
        `${round}: scripts and frames only`,
      ).toHaveLength(2);
      expect(directive(csp, 'script-src'), round).not.toMatch(/unsafe/);
      expect(html, round).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")(?! type="application\/json" data-island-props=)[^>]*>/);
    }
  });

  it.each([
    ['valley-trails', '/'],
    ['valley-trails', '/signup'],
    ['islands', '/join'],
    ['islands', '/order'],
  ])('%s %s (no captcha form) loads no widget and its CSP allows only the site', async (site, path) => {
    const { status, html, csp } = await page(site, path);
    expect(status).toBe(200);
    expect(html).not.toContain('recaptcha');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('menus link only to the forms the site offers', async () => {
    // The menus, not the content: an editor's promotion may link anywhere.
    const menus = async (site: string) => [...(await page(site, '/')).html.matchAll(/<nav[\s\S]*?<\/nav>/g)].join('');
    const islands = await menus('islands');
    expect(islands).toContain('href="/join"');
    expect(islands).toContain('href="/order"');
    expect(islands).not.toContain('href="/report"');
    const valley = await menus('valley-trails');
    expect(valley).toContain('href="/report"');
    expect(valley).toContain('href="/signup"');
    expect(valley).not.toContain('href="/order"');
    const scenic = await menus('scenic-region');
    expect(scenic).toContain('href="/join"');
    expect(scenic).not.toContain('href="/order"');
    expect(scenic).not.toContain('href="/report"');
  });

  it.each([
    ['valley-trails', '/order', 'order'],
    ['islands', '/report', 'report'],
    ['scenic-region', '/order', 'order'],
  ])('%s has no %s page, and its form endpoint answers 404', async (site, path, form) => {
    expect((await page(site, path)).status).toBe(404);
    const post = await zone.fetch(site, `/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${zone.host(site)}`, 'sec-fetch-site': 'same-origin' },
      body: 'email=a%40example.com',
    });
    expect(post.status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The chrome around every page, as visitors get it: through the worker as deployed.

const zone = siteZone('layout');

/** The opening tag of the first element with this marker attribute (React orders form attributes its own way). */
function tagWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) return '';
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

async function page(site: string, path: string, init: RequestInit = {}) {
  const res = await zone.fetch(site, path, init);
  expect(res.status, `${site}${path}`).toBe(200);
  return res.text();
}

describe('page layout with demo content', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail', 'park']), 60_000);

  it('puts the site notices of allowed phases in the banner right before the navigation, with their validated colours', async () => {
    const html = await page('islands', '/places');
    const notices = html.indexOf('<div class="notices">');
    expect(html).toContain('<header class="site-header"><div class="notices">');
    expect(notices).toBeLessThan(html.indexOf('<div class="top"'));
    expect(html.indexOf('<div class="top"')).toBeLessThan(html.indexOf('</header>'));
    expect(html).toContain('Summer hours start soon.');
    expect(html).toContain('one trail is closed for repairs');
    expect(html).not.toContain('only preview shows it');
    expect(html).toMatch(/class="notice" style="background-color:#1f5f8b;color:#ffffff;--notice-link:#ffd479"/);
    expect(html).toContain('<a href="/events">See events</a>');
  });

  it("shows a small site its own notice, not another site's", async () => {
    const html = await page('park', '/');
    expect(html).toContain('The lighthouse stairs are open Friday to Monday.');
    expect(html).not.toContain('Summer hours start soon.');
    expect(html).not.toContain('one trail is closed for repairs');
  });

  it('shows Spanish notices on Spanish pages', async () => {
    const html = await page('islands', '/lugares', { headers: { cookie: 'locale=es' } });
    expect(html).toContain('Los horarios de verano empiezan pronto.');
  });

  it('highlights the current menu item and opens external links in a new tab with a hint', async () => {
    const html = await page('islands', '/places');
    expect(html).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">Log In<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
    const header = html.slice(html.indexOf('<header class="site-header"'), html.indexOf('</header>'));
    expect(header.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    // React may put the view's first picture (the static map) up front as an image preload.
    expect(html).toMatch(/<main id="main" tabindex="-1">(<link rel="preload" as="image" [^>]*\/>)?<div class="view view--index/);
  });

  it('offers the search panel only where content search is enabled', async () => {
    const html = await page('islands', '/');
    const form = tagWith(html, 'role="search"');
    expect(form).toMatch(/^<form /);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    expect(html).toContain('<a class="search-toggle" href="#site-search"');
    expect(await page('canal-trail', '/')).not.toContain('role="search"');
  });

  it('has a locale selector form on bilingual sites only, posting to /preferences/locale', async () => {
    const html = await page('islands', '/');
    const form = tagWith(html, 'class="locale-selector"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/preferences/locale"');
    expect(html).toContain('<option value="es" lang="es">Español</option>');
    expect(await page('canal-trail', '/')).not.toContain('locale-selector');
  });

  it('leaves the newsletter form out when no list is configured', async () => {
    expect(await page('park', '/')).not.toContain('class="newsletter"');
  });

  it('renders the newsletter form only when a list is configured, and the copyright year', async () => {
    const html = await page('islands', '/');
    const form = tagWith(html, 'class="newsletter"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/forms/newsletter"');
    const input = tagWith(html, 'id="newsletter-email"');
    expect(input).toContain('type="email"');
    expect(input).toContain('name="email"');
    expect(input).toContain('required=""');
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Island Guide.`);
  });

  it('posts the newsletter in the page language off the default one, so the answer page without JavaScript speaks it', async () => {
    expect(tagWith(await page('islands', '/es'), 'class="newsletter"')).toContain('action="/forms/newsletter?locale=es"');
  });

  it('shows the developed-with badge where configured', async () => {
    expect(await page('canal-trail', '/')).toContain('<a class="badge" href="https://services.travel-guide.example/"');
    expect(await page('islands', '/')).not.toContain('class="badge"');
  });
});

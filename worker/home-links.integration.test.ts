import { describe, expect, it } from 'vitest';
import { t } from '../core/i18n/t';
import { buildRouteTable, pathFor } from '../core/routes';
import { loadSiteConfig, siteIds } from '../sites';
import { siteZone } from '../test/support/worker-fetch';

// What a newcomer judging a demo site opens first: the links of its home page (the header and footer
// menus, the promotions, the featured entries), in each of its languages. The crawl test asks that a
// link answers; this one asks that the page behind it has something on it (no "No items were found."
// list) and that the link names the page itself, not an old path that redirects to it.

const zone = siteZone('home-links');

const ANCHOR = /<a\s[^>]*?href="([^"]*)"/g;

/** The page's links on this host, as path and query; external, mailto: and fragments dropped. */
function pageLinks(html: string, host: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(ANCHOR)) {
    if (href!.startsWith('#')) continue;
    const url = new URL(href!.replaceAll('&amp;', '&'), `http://${host}/`);
    if (url.host === host) links.push(url.pathname + url.search);
  }
  return [...new Set(links)];
}

/** Each language of the site: its home in that language, and the cookie of a visitor who chose it. */
function languages(site: string) {
  const config = loadSiteConfig(site);
  const table = buildRouteTable(config);
  return config.locales.map(({ id }) => ({ locale: id, home: pathFor(table, 'home', {}, { locale: id }) ?? '/', headers: { Cookie: `locale=${id}` } }));
}

const cases = siteIds.flatMap((site) => languages(site).map((language) => ({ site, ...language })));

describe('every link of a demo site’s home page leads to a page with content', () => {
  it.each(cases)(
    '$site ($locale)',
    async ({ site, locale, home, headers }) => {
      await zone.register([site]);
      const res = await zone.fetch(site, home, { headers });
      expect(res.status, `${site} ${home}`).toBe(200);
      const links = pageLinks(await res.text(), zone.host(site));
      expect(links, `the links of the home page of ${site} (${locale})`).toContain(home);

      const empty = t(locale, 'no_entries');
      const failures: string[] = [];
      for (const link of links) {
        const page = await zone.fetch(site, link, { headers });
        const location = page.headers.get('location');
        const body = await page.text();
        if (location) failures.push(`${link}: ${page.status} to ${location}`);
        else if (page.status !== 200) failures.push(`${link}: ${page.status}`);
        else if (body.includes(empty)) failures.push(`${link}: "${empty}"`);
      }
      expect(failures, `home page links of ${site} (${locale}) with nothing behind them:\n${failures.join('\n')}`).toEqual([]);
    },
    60_000,
  );
});

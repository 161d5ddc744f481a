// Finding pages in served HTML (an entry's detail page, a page's links, whether its list filters by
// text), shared by the browser tests, the audit and the benchmark so all three follow the demo content
// instead of hard-coding entry ids or paths.

const decode = (href) => href.replace(/&amp;/g, '&');

/**
 * The path of the first entry detail link (/entries/{title}/{id} or the Spanish /articulos alias).
 * @param {string} html
 * @returns {string | undefined}
 */
export function firstDetailLink(html) {
  const match = /href="((?:https?:\/\/[^/"]+)?\/(?:entries|articulos)\/[^"/?#]+\/[^"/?#]+)(?:[?#][^"]*)?"/.exec(html);
  return match?.[1] ? new URL(decode(match[1]), 'http://x').pathname : undefined;
}

/**
 * The page in the site's other languages: its `hreflang` alternates (docs/product/sites.md) other than
 * x-default and the page itself, each as the path and query it is served at.
 * @param {string} html
 * @param {string} own the page's own path
 * @returns {{ locale: string, path: string }[]}
 */
export function otherLanguages(html, own) {
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return [...html.matchAll(/<link\s[^>]*>/gi)].flatMap(([tag]) => {
    const locale = attribute(tag, 'hreflang');
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') !== 'alternate' || !locale || !href || locale === 'x-default') return [];
    const url = new URL(decode(href), 'http://x');
    const path = `${url.pathname}${url.search}`;
    return path === own ? [] : [{ locale, path }];
  });
}

/** Same-site links of a page (no query, no fragment, no file extension): pages a visitor would open. */
export function pageLinks(html) {
  const links = [...html.matchAll(/href="(\/[^"?#.]*)"/g)].map((m) => m[1]);
  return [...new Set(links)].filter((path) => !path.startsWith('/dist/') && !path.startsWith('/media/'));
}

/** The page's list has a text filter of its own (index pages; the map page lists without one). */
export function filtersByText(html) {
  return /<form class="filters"[^>]*>(?:(?!<\/form>)[\s\S])*name="text"/.test(html);
}

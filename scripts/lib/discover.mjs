// Finding pages in served HTML (tab links, a detail link), shared by the browser tests, the audit and
// the benchmark so all three follow the demo content instead of hard-coding entry ids.

const decode = (href) => href.replace(/&amp;/g, '&');

/**
 * Links whose path equals `path` and whose query selects a tab, as path+query, sorted.
 * @param {string} html
 * @param {string} path
 * @returns {string[]}
 */
export function tabLinks(html, path) {
  const found = new Set();
  for (const match of html.matchAll(/href="([^"]*[?&](?:amp;)?tab=[^"]*)"/g)) {
    const url = new URL(decode(match[1] ?? ''), 'http://x');
    if (url.pathname === path) found.add(`${url.pathname}${url.search}`);
  }
  return [...found].sort();
}

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
 * The embed route of the entry a detail path shows.
 * @param {string} detailPath
 * @returns {string}
 */
export function embedPathOf(detailPath) {
  const [, , slug, id] = detailPath.split('/');
  return `/embeds/${slug}/${id}`;
}

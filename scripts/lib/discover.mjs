// Finding an entry's detail page in served HTML, shared by the browser tests, the audit and the
// benchmark so all three follow the demo content instead of hard-coding entry ids.

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

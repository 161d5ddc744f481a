import { FilterXSS, dropWithBody } from './sanitize-html';
import { decodeEntities } from './attribute-value';

const stripAll = new FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: dropWithBody,
  allowCommentTag: false,
  escapeHtml: (text) => text,
});

const blockBoundary = /<\/?(p|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre|div|figure|figcaption|hr|table)\b[^>]*>/gi;

/** Visible text of an HTML fragment, whitespace collapsed: for excerpts and meta descriptions. */
export function htmlToText(html: string): string {
  const spaced = html.replace(blockBoundary, (tag) => `${tag} `);
  return decodeEntities(stripAll.process(spaced)).replace(/\s+/g, ' ').trim();
}

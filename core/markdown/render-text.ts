import { escapeHtml } from '../sanitize/attribute-value';
import { sanitizeHtml, htmlToText } from '../sanitize/sanitize-html';
import { type MarkdownOptions, renderMarkdown } from './render-markdown';

export type IanaTextType = 'text/plain' | 'text/markdown' | 'text/html';

/** Plain text as HTML: escaped, each newline a line break. */
export function plainTextToHtml(text: string): string {
  return text.split(/\r\n|\r|\n/).map(escapeHtml).join('<br />\n');
}

/**
 * A text element's value as safe HTML per its preferences.iana_type (docs/product/views-and-states.md#texts). An unknown or missing
 * type is treated as plain text: escaping is the safe reading of anything we cannot classify.
 */
export function renderText(value: string, ianaType: IanaTextType | null | undefined, options: MarkdownOptions = {}): string {
  if (ianaType !== 'text/markdown' && ianaType !== 'text/html') return plainTextToHtml(value);
  const memo = renderingsFor(options.isDeadLink);
  const key = JSON.stringify([ianaType, options.siteHosts ?? [], options.imageHosts ?? [], value]);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const html = ianaType === 'text/markdown' ? renderMarkdown(value, options) : sanitizeHtml(value, options);
  memo.set(key, html);
  if (memo.size > RENDERED_LIMIT) memo.delete(memo.keys().next().value!);
  return html;
}

// The same texts (a page entry's intro, the site notices, promotions) are rendered on every uncached
// page: parsing Markdown and sanitising HTML is among the costliest work of a render, and the result
// depends on nothing but the text and the options. The last RENDERED_LIMIT renderings are kept per
// dead-link check (a function, compared by identity: core/routes deadLinkCheck gives one per route
// table), oldest out first.
const RENDERED_LIMIT = 1000;
const rendered = new Map<string, string>();
const renderedByCheck = new WeakMap<(href: string) => boolean, Map<string, string>>();

function renderingsFor(check: ((href: string) => boolean) | undefined): Map<string, string> {
  if (!check) return rendered;
  let memo = renderedByCheck.get(check);
  if (!memo) {
    memo = new Map();
    renderedByCheck.set(check, memo);
  }
  return memo;
}

/** The visible text of a text element, whatever its type: for excerpts, meta tags and feeds. */
export function textContent(value: string, ianaType: IanaTextType | null | undefined): string {
  if (ianaType === 'text/markdown') return htmlToText(renderText(value, ianaType));
  if (ianaType === 'text/html') return htmlToText(value);
  return value.replace(/\s+/g, ' ').trim();
}

export const defaultExcerptLength = 500;
const ellipsis = '\u2026';

/** Cuts text to at most `length` characters, ending with an ellipsis when anything was cut. */
export function truncate(text: string, length = defaultExcerptLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length - 1));
  // Prefer ending on a word boundary when one is reasonably close, so no word is cut in half.
  const space = cut.lastIndexOf(' ');
  const body = space > length * 0.8 ? cut.slice(0, space) : cut;
  return `${body.trimEnd()}${ellipsis}`;
}

/** Plain-text excerpt of a text element (docs/product/views-and-states.md#texts): 500 characters with an ellipsis by default. */
export function excerpt(value: string, ianaType: IanaTextType | null | undefined, length = defaultExcerptLength): string {
  return truncate(textContent(value, ianaType), length);
}

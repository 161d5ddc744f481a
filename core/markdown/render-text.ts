import { escapeHtml } from '../sanitize/attribute-value';
import { sanitizeHtml, htmlToText } from '../sanitize/sanitize-html';
import { type MarkdownOptions, renderMarkdown } from './render-markdown';

export type IanaTextType = 'text/plain' | 'text/markdown' | 'text/html';

/** Plain text as HTML: escaped, each newline a line break. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join('<br />\n');
}

/**
 * A text element's value as safe HTML per its preferences.iana_type (docs/product/views-and-states.md#texts). An unknown or missing
 * type is treated as plain text: escaping is the safe reading of anything we cannot classify.
 */
export function renderText(value: string, ianaType: IanaTextType | null | undefined, options: MarkdownOptions = {}): string {
  if (ianaType !== 'text/markdown' && ianaType !== 'text/html') return plainTextToHtml(value);
  return ianaType === 'text/markdown' ? renderMarkdown(value, options) : sanitizeHtml(value, options);
}

/** How a text element becomes HTML: `renderText`, or the worker's kept renderings of it (worker/render/text-html.ts). */
export type TextRenderer = typeof renderText;

/** The visible text of a text element, whatever its type: for excerpts, meta tags and feeds. */
function textContent(value: string, ianaType: IanaTextType | null | undefined): string {
  if (ianaType === 'text/markdown') return htmlToText(renderText(value, ianaType));
  if (ianaType === 'text/html') return htmlToText(value);
  return value.replace(/\s+/g, ' ').trim();
}

const defaultExcerptLength = 500;
const ellipsis = '\u2026';

/** Cuts text to at most `length` characters, ending with an ellipsis when anything was cut. */
function truncate(text: string, length = defaultExcerptLength): string {
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

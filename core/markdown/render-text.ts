import { escapeHtml } from '../sanitize/attribute-value';
import { sanitizeHtml } from '../sanitize/sanitize-html';
import { htmlToText } from '../sanitize/html-to-text';
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
  return ianaType === 'text/markdown' ? renderMarkdown(value, options) : sanitizeHtml(value, options);
}

/** How a text element becomes HTML: `renderText`, or the worker's kept renderings of it (worker/render/text-html.ts). */
export type TextRenderer = typeof renderText;

/** The visible text of a text element, whatever its type: for excerpts, meta tags and feeds. */
export function textContent(value: string, ianaType: IanaTextType | null | undefined): string {
  if (ianaType === 'text/markdown') return htmlToText(renderText(value, ianaType));
  if (ianaType === 'text/html') return htmlToText(value);
  return value.replace(/\s+/g, ' ').trim();
}

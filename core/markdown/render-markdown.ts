import { compile, parse, postprocess, preprocess } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { type SanitizeOptions, sanitizeHtml } from '../sanitize/sanitize-html';
import { lineBreaks, softBreakOffsets } from './line-breaks';
import { rawHtmlToSanitizer } from './raw-html';

export type MarkdownOptions = SanitizeOptions;

/**
 * CMS markdown to safe HTML: GFM (tables, strikethrough, autolinks, task lists), single newlines as
 * line breaks, HTML inside the markdown kept and then sanitized with everything else.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const parseOptions = { extensions: [gfm()] };
  const events = postprocess(parse(parseOptions).document().write(preprocess()(markdown, undefined, true)));
  const html = compile({
    allowDangerousHtml: true,
    htmlExtensions: [gfmHtml(), rawHtmlToSanitizer, lineBreaks(softBreakOffsets(events))],
  })(events);
  return sanitizeHtml(html, options);
}

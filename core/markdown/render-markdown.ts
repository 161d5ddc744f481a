import { compile, parse, postprocess, preprocess } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { type SanitizeOptions, sanitizeHtml } from '../sanitize/sanitize-html';
import { lineBreaks, softBreakOffsets } from './line-breaks';

export type MarkdownOptions = SanitizeOptions;

/**
 * CMS markdown to safe HTML: GFM (tables, strikethrough, autolinks, task lists), single newlines as
 * line breaks, HTML inside the markdown kept and then sanitized with everything else.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  const parseOptions = { extensions: [gfm()] };
  const events = postprocess(
    parse(parseOptions)
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  const html = compile({
    allowDangerousHtml: true,
    htmlExtensions: [gfmHtml(), rawHtmlToSanitizer, lineBreaks(softBreakOffsets(events))],
  })(events);
  return sanitizeHtml(html, options);
}

type HtmlExtension = ReturnType<typeof gfmHtml>;

/**
 * Passes HTML inside markdown through untouched, replacing GFM's tag filter. The filter turns
 * `<script>` into visible text "<script>…"; our sanitizer, which every rendering goes through,
 * removes such tags together with their bodies, so readers never see the hostile code.
 */
const rawHtmlToSanitizer: HtmlExtension = {
  exit: {
    htmlFlowData(token) {
      this.raw(this.encode(this.sliceSerialize(token)));
    },
    htmlTextData(token) {
      this.raw(this.encode(this.sliceSerialize(token)));
    },
  },
};

import type { compile } from 'micromark';
import type { gfmHtml } from 'micromark-extension-gfm';

type Events = Parameters<ReturnType<typeof compile>>[0];
type HtmlExtension = ReturnType<typeof gfmHtml>;

// Line endings inside these keep their source form: a <br> would break a tag or an inline code span.
const verbatimAncestors = new Set(['htmlText', 'codeText']);

/**
 * Source offsets of the line endings inside paragraphs: with "line breaks on", each single newline a
 * writer typed is a visible break, as in the CMS editor. micromark has no such switch, so we find them
 * in the parsed events and let {@link lineBreaks} compile them as <br>.
 */
export function softBreakOffsets(events: Events): Set<number> {
  const offsets = new Set<number>();
  const open: string[] = [];
  for (const [kind, token] of events) {
    if (kind === 'enter') {
      if (token.type === 'lineEnding' && open.includes('paragraph') && !open.some((type) => verbatimAncestors.has(type))) {
        offsets.add(token.start.offset);
      }
      open.push(token.type);
    } else {
      open.pop();
    }
  }
  return offsets;
}

/** Compiles the given soft line endings as <br>; every other line ending as micromark would. */
export function lineBreaks(offsets: ReadonlySet<number>): HtmlExtension {
  return {
    exit: {
      lineEnding(token) {
        if (this.getData('slurpAllLineEndings')) return;
        if (this.getData('slurpOneLineEnding')) {
          this.setData('slurpOneLineEnding');
          return;
        }
        if (this.getData('inCodeText')) {
          this.raw(' ');
          return;
        }
        if (offsets.has(token.start.offset)) this.tag('<br />');
        this.raw(this.encode(this.sliceSerialize(token)));
      },
    },
  };
}

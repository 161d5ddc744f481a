import { type IanaTextType, textContent } from './render-text';

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

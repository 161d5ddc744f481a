// The only markup CMS content may carry. Embeds, scripts and styling come from our own components,
// so nothing here can run code, load frames or restyle the page.

const tableTags = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr'] as const;
const textTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'del', 's', 'ul', 'blockquote', 'code', 'pre', 'figure', 'figcaption', 'hr', 'span', 'sup', 'sub'] as const;
const headingTags = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

function noAttributes(tags: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(tags.map((tag) => [tag, []]));
}

export const allowList: Record<string, string[]> = {
  ...noAttributes(textTags),
  ...noAttributes(headingTags),
  ...noAttributes(tableTags),
  ol: ['start'],
  li: ['id'],
  th: ['align', 'colspan', 'rowspan', 'scope'],
  td: ['align', 'colspan', 'rowspan'],
  a: ['href', 'title', 'id'],
  img: ['src', 'alt', 'width', 'height', 'title'],
};

/** Tags whose whole body is dropped, not just the tag: their text is code or chrome, never content. */
export const dropWithBody = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'title', 'svg', 'math', 'frameset', 'noembed', 'noframes', 'plaintext', 'xmp'];

/** Markdown and CMS headings start at h1, but the page title owns the only h1. */
export const renamedTags: Record<string, string> = { h1: 'h2' };

/**
 * GFM footnotes link by id; ids are kept only with the 'user-content-' prefix micromark gives them, so
 * content can never claim an id the page itself uses (DOM clobbering).
 */
export const contentIdPattern = /^user-content-[\w-]{1,100}$/;

export const numericAttributes = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
export const enumeratedAttributes: Record<string, ReadonlySet<string>> = {
  align: new Set(['left', 'center', 'right']),
  scope: new Set(['row', 'col', 'rowgroup', 'colgroup']),
};

import { decodeEntities, encodeAttribute } from './attribute-value';
import { defaultImageHosts, isExternalUrl, optimiseImageUrl, safeUrl } from './url';
import * as xss from 'xss';

export interface SanitizeOptions {
  /** Hosts of the site itself: links to them stay in the same tab. */
  siteHosts?: readonly string[];
  /** Image-CDN hosts whose images get q=75 and rot=auto (exact or `*.domain`). */
  imageHosts?: readonly string[];
  /** A link this site cannot answer (core/routes/dead-link.ts) loses its href; its text stays. */
  isDeadLink?: (href: string) => boolean;
}

const externalLinkAttributes = 'target="_blank" rel="noopener noreferrer"';

function attribute(name: string, value: string): string {
  return `${name}="${encodeAttribute(value)}"`;
}

function urlAttribute(tag: string, name: string, raw: string, options: SanitizeOptions): string {
  if (tag === 'a' && name === 'href') {
    const url = safeUrl(raw, 'link');
    if (url === null || options.isDeadLink?.(url)) return '';
    const href = attribute('href', url);
    return isExternalUrl(url, options.siteHosts) ? `${href} ${externalLinkAttributes}` : href;
  }
  const url = safeUrl(raw, 'image');
  return url === null ? '' : attribute('src', optimiseImageUrl(url, options.imageHosts ?? defaultImageHosts));
}

function plainAttribute(name: string, raw: string): string {
  const value = decodeEntities(raw).trim();
  if (name === 'id') return contentIdPattern.test(value) ? attribute(name, value) : '';
  if (numericAttributes.has(name)) return /^\d{1,5}$/.test(value) ? attribute(name, value) : '';
  const allowed = enumeratedAttributes[name];
  if (allowed) return allowed.has(value.toLowerCase()) ? attribute(name, value.toLowerCase()) : '';
  return attribute(name, value);
}

function createFilter(options: SanitizeOptions): FilterXSS {
  return new FilterXSS({
    whiteList: allowList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: dropWithBody,
    allowCommentTag: false,
    stripBlankChar: true,
    css: false,
    onTag(tag, _html, info) {
      const renamed = renamedTags[tag];
      if (renamed === undefined) return undefined;
      return info.isClosing ? `</${renamed}>` : `<${renamed}>`;
    },
    onTagAttr(tag, name, value, isWhiteAttr) {
      if (!isWhiteAttr) return '';
      if ((tag === 'a' && name === 'href') || (tag === 'img' && name === 'src')) return urlAttribute(tag, name, value, options);
      return plainAttribute(name, value);
    },
  });
}

/**
 * Raw CMS HTML (or HTML compiled from markdown) reduced to the allow-list: no scripts, frames, styles,
 * event handlers or dangerous URLs; external links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  return createFilter(options).process(html);
}

// The only markup CMS content may carry. Embeds, scripts and styling come from our own components,
// so nothing here can run code, load frames or restyle the page.

const tableTags = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr'] as const;
const textTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'del', 's', 'ul', 'blockquote', 'code', 'pre', 'figure', 'figcaption', 'hr', 'span', 'sup', 'sub'] as const;
const headingTags = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

function noAttributes(tags: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(tags.map((tag) => [tag, []]));
}

const allowList: Record<string, string[]> = {
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
const dropWithBody = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'title', 'svg', 'math', 'frameset', 'noembed', 'noframes', 'plaintext', 'xmp'];

/** Markdown and CMS headings start at h1, but the page title owns the only h1. */
const renamedTags: Record<string, string> = { h1: 'h2' };

/**
 * GFM footnotes link by id; ids are kept only with the 'user-content-' prefix micromark gives them, so
 * content can never claim an id the page itself uses (DOM clobbering).
 */
const contentIdPattern = /^user-content-[\w-]{1,100}$/;

const numericAttributes = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const enumeratedAttributes: Record<string, ReadonlySet<string>> = {
  align: new Set(['left', 'center', 'right']),
  scope: new Set(['row', 'col', 'rowgroup', 'colgroup']),
};

type XssModule = typeof xss;

// js-xss is CommonJS: esbuild exposes its exports as named bindings, the workerd test loader only as
// the default export. Resolve once so callers never care which loader ran.
const resolved: XssModule = typeof (xss as Partial<XssModule>).FilterXSS === 'function' ? xss : (xss as unknown as { default: XssModule }).default;

const FilterXSS = resolved.FilterXSS;
type FilterXSS = InstanceType<XssModule['FilterXSS']>;

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

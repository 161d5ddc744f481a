import { FilterXSS } from './xss-module';
import { allowList, contentIdPattern, dropWithBody, enumeratedAttributes, numericAttributes, renamedTags } from './allow-list';
import { decodeEntities, encodeAttribute } from './attribute-value';
import { defaultImageHosts, isExternalUrl, optimiseImageUrl, safeUrl } from './url';

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

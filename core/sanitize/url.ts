import { decodeEntities } from './attribute-value';

export type UrlKind = 'link' | 'image';

const allowedSchemes: Record<UrlKind, ReadonlySet<string>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  image: new Set(['http', 'https']),
};

// Browsers ignore tabs, newlines and other controls inside a scheme, so `java\nscript:` still runs.
const invisible = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/**
 * The decoded URL when it is safe for an href (link) or src (image), else null. Relative URLs pass;
 * any scheme outside the allow-list is refused, including javascript:, vbscript: and data:.
 */
export function safeUrl(raw: string, kind: UrlKind): string | null {
  const value = decodeEntities(raw).trim();
  if (value === '') return null;
  const compact = value.replace(invisible, '').toLowerCase();
  const firstSegment = compact.split(/[/?#]/, 1)[0] ?? '';
  const colon = firstSegment.indexOf(':');
  if (colon >= 0 && !allowedSchemes[kind].has(firstSegment.slice(0, colon))) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('//')) return `https:${value}`;
  return kind === 'image' ? upgradeToHttps(value) : value;
}

function upgradeToHttps(url: string): string {
  return /^http:\/\//i.test(url) ? `https://${url.slice(7)}` : url;
}

function hostOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A host pattern is an exact host or `*.domain` (which also matches deeper subdomains). */
export function hostMatches(host: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p;
  });
}

/** Absolute http(s) links to a host that is not one of the site's own. */
export function isExternalUrl(url: string, siteHosts: readonly string[] = []): boolean {
  const host = hostOf(url);
  return host !== null && !hostMatches(host, siteHosts);
}

export const defaultImageHosts = ['cdn.elebase.io', '*.elebase.io'] as const;

const srcsetWidths = [320, 640, 960, 1280, 1920] as const;

/**
 * A srcset for an image-CDN URL: the CDN's `w` param at a few widths (an author's own `w` or `dpr`
 * is a fixed choice and is kept, so no srcset then); undefined for any other host.
 */
export function imageSrcset(url: string, imageHosts: readonly string[] = defaultImageHosts): string | undefined {
  const host = hostOf(url);
  if (host === null || !hostMatches(host, imageHosts)) return undefined;
  const parsed = new URL(url);
  if (parsed.searchParams.has('w') || parsed.searchParams.has('dpr')) return undefined;
  return srcsetWidths
    .map((width) => {
      parsed.searchParams.set('w', String(width));
      return `${parsed.toString()} ${width}w`;
    })
    .join(', ');
}

/** Image-CDN URLs get quality 75 and EXIF auto-rotation unless the author chose otherwise. */
export function optimiseImageUrl(url: string, imageHosts: readonly string[] = defaultImageHosts): string {
  const host = hostOf(url);
  if (host === null || !hostMatches(host, imageHosts)) return url;
  const parsed = new URL(url);
  if (!parsed.searchParams.has('q')) parsed.searchParams.set('q', '75');
  if (!parsed.searchParams.has('rot')) parsed.searchParams.set('rot', 'auto');
  return parsed.toString();
}

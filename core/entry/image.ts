import * as z from 'zod';
import { type ContentFile, type Entry, fileSchema } from '../content-shapes';
import { defaultImageHosts, imageSrcset, optimiseImageUrl, safeUrl } from '../sanitize/url';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';
import { defaultLocale } from '../i18n/locales';

export interface EntryImage {
  url: string;
  alt: string;
  caption?: string;
  /** Widths the image CDN can serve (its `w` param), for srcset. */
  srcset?: string;
  /** True when the entry has no usable image and the site's placeholder stands in. */
  placeholder: boolean;
}

const files = z.array(z.unknown());

/** A caption (docs/product/views-and-states.md#images-and-captions) is the description joined to the ip_attribution with an en dash. */
export function fileCaption(file: Pick<ContentFile, 'description' | 'ip_attribution' | 'caption'>): string | undefined {
  const parts = [file.description, file.ip_attribution].map((part) => part?.trim()).filter((part): part is string => !!part);
  if (parts.length > 0) return parts.join(' – ');
  return file.caption?.trim() || undefined;
}

function isImageFile(file: ContentFile): boolean {
  return !file.type || file.type.startsWith('image');
}

/** The valid files of a file element's data; malformed items are skipped, not thrown. */
export function filesOf(data: unknown): readonly ContentFile[] {
  const list = files.safeParse(data);
  if (!list.success) return [];
  return list.data.flatMap((item) => {
    const file = fileSchema.safeParse(item);
    return file.success ? [file.data] : [];
  });
}

export interface ImageOptions {
  /** The site's placeholder image (a local asset or https URL). */
  placeholder: string;
  imageHosts?: readonly string[];
  role?: Extract<ElementRole, 'images' | 'headerImage'>;
  /** The page's language: of an image given per language, its own version (docs/product/views-and-states.md#media-per-language). */
  locale?: string;
}

/** The entry's first image (caption, url), or the placeholder when it has none. */
export function entryImage(entry: Entry, ids: Pick<EntryIds, 'elements'>, options: ImageOptions): EntryImage {
  const element = elementByRole(entry, ids, options.role ?? 'images');
  const all = element?.type === 'file' ? filesOf(element.data) : [];
  for (const file of options.locale ? mediaInLocale(all, options.locale) : all) {
    const url = isImageFile(file) ? safeUrl(file.url, 'image') : null;
    if (url === null) continue;
    const caption = fileCaption(file);
    const hosts = options.imageHosts ?? defaultImageHosts;
    const optimised = optimiseImageUrl(url, hosts);
    const srcset = imageSrcset(optimised, hosts);
    return {
      url: optimised,
      ...(srcset ? { srcset } : {}),
      alt: file.title?.trim() || file.description?.trim() || entry.title,
      ...(caption ? { caption } : {}),
      placeholder: false,
    };
  }
  // The card's title already names the entry, so the placeholder is decorative.
  return { url: options.placeholder, alt: '', placeholder: true };
}

// Files and embeds carry a locale (docs/product/views-and-states.md#media-per-language). A media list may hold one item per language (the same
// picture with a Spanish title and caption beside the English one); a page shows the items of its
// language, and items without a locale in every language.

function language(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * The items for a page in `locale`: those in its language plus those without a locale; when none is in
 * its language, those in the default language instead (and every item when that leaves nothing).
 */
export function mediaInLocale<T extends { locale?: string | null }>(items: readonly T[], locale: string): T[] {
  const neutral = (item: T) => !item.locale?.trim();
  const inLanguage = (wanted: string) => (item: T) => !neutral(item) && language(item.locale!) === language(wanted);
  if (items.some(inLanguage(locale))) return items.filter((item) => neutral(item) || inLanguage(locale)(item));
  const fallback = items.filter((item) => neutral(item) || inLanguage(defaultLocale)(item));
  return fallback.length > 0 ? fallback : [...items];
}

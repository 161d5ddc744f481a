import type { Element, Entry } from '../content-shapes';
import { defaultLocale } from '../i18n/locales';
import type { IanaTextType } from '../markdown/render-text';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';
import { isExternalUrl, safeUrl } from '../sanitize/url';

export interface TextValue {
  value: string;
  type: IanaTextType;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A text element's value in `locale`. Data is a string, or a per-locale map whose missing or empty
 * translations fall back to English, then to any translation.
 */
export function textOf(element: Element, locale: string): TextValue | undefined {
  const type = element.preferences?.iana_type ?? 'text/plain';
  const data = element.data;
  if (nonEmpty(data)) return { value: data, type };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const map = data as Record<string, unknown>;
  const value = [map[locale], map[defaultLocale], ...Object.values(map)].find(nonEmpty);
  return value === undefined ? undefined : { value, type };
}

export function entryText(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole, locale: string): TextValue | undefined {
  const element = elementByRole(entry, ids, role);
  return element?.type === 'text' ? textOf(element, locale) : undefined;
}

export interface EntryLink {
  label: string;
  url: string;
  external: boolean;
}

/** The entry's link button: dropped when the label or a safe url is missing (docs/product/views-and-states.md#link-button). */
export function entryLink(entry: Entry, ids: Pick<EntryIds, 'elements'>, locale: string, siteHosts: readonly string[] = []): EntryLink | undefined {
  const label = entryText(entry, ids, 'linkLabel', locale)?.value.trim();
  const raw = entryText(entry, ids, 'linkUrl', locale)?.value;
  const url = raw === undefined ? null : safeUrl(raw, 'link');
  if (!label || url === null) return undefined;
  return { label, url, external: isExternalUrl(url, siteHosts) };
}

import { type ContentFile, type Element, type Entry, fileSchema, type GeoData, geoDataSchema } from '../../../core/content-shapes';

// Typed reads of an entry's elements (SPEC 3.2, 4): disabled elements and empty ones (null, empty
// list, empty text) count as absent, and a value of the wrong shape counts as absent too.

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'string') return data.trim() === '';
  return false;
}

export function element(entry: Entry, id: string | undefined): Element | undefined {
  if (!id) return undefined;
  const found = entry.elements.find((el) => el.id === id);
  return found && found.enabled && !isEmpty(found.data) ? found : undefined;
}

/** Text by locale: a string, or a per-locale map falling back to English. */
export function text(entry: Entry, id: string | undefined, locale: string): { value: string; element: Element } | undefined {
  const el = element(entry, id);
  if (!el) return undefined;
  const data = el.data;
  let value: unknown = data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const map = data as Record<string, unknown>;
    value = map[locale] || map.en;
  }
  return typeof value === 'string' && value.trim() !== '' ? { value, element: el } : undefined;
}

export function bool(entry: Entry, id: string | undefined): boolean | undefined {
  const data = element(entry, id)?.data;
  return typeof data === 'boolean' ? data : undefined;
}

export function number(entry: Entry, id: string | undefined): number | undefined {
  const data = element(entry, id)?.data;
  return typeof data === 'number' && Number.isFinite(data) ? data : undefined;
}

/** Option ids of an option element: strings or { id } objects. */
export function options(entry: Entry, id: string | undefined): string[] {
  const data = element(entry, id)?.data;
  if (!Array.isArray(data)) return typeof data === 'string' ? [data] : [];
  return data.flatMap((item) => (typeof item === 'string' ? [item] : item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? [(item as { id: string }).id] : []));
}

/** Referenced entry ids of an entry-reference element. */
export function refs(entry: Entry, id: string | undefined): string[] {
  return options(entry, id);
}

export function files(entry: Entry, id: string | undefined): ContentFile[] {
  const data = element(entry, id)?.data;
  const list = Array.isArray(data) ? data : data ? [data] : [];
  return list.flatMap((item) => {
    const parsed = fileSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function geo(entry: Entry, id: string | undefined): GeoData | undefined {
  const parsed = geoDataSchema.safeParse(element(entry, id)?.data);
  return parsed.success ? parsed.data : undefined;
}

export interface DateRange {
  start: string;
  end?: string;
}

export function dateRanges(entry: Entry, id: string | undefined): DateRange[] {
  const data = element(entry, id)?.data;
  const list = Array.isArray(data) ? data : data ? [data] : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { start, end } = item as { start?: unknown; end?: unknown };
    if (typeof start !== 'string' || Number.isNaN(Date.parse(start))) return [];
    return [typeof end === 'string' && !Number.isNaN(Date.parse(end)) ? { start, end } : { start }];
  });
}

/** 'lng,lat' -> point, or undefined when it is not two finite numbers in range. */
export function parsePoint(value: string | null | undefined): { lng: number; lat: number } | undefined {
  if (!value) return undefined;
  const [lng, lat] = value.split(',').map((part) => Number(part.trim()));
  if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) return undefined;
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return undefined;
  return { lng, lat };
}

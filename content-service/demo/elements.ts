import { elementName } from './element-names';
import type { ImportElementSchemaInput, L } from './types';

// Builders for the element families of the shared content-id convention (element ids are readable
// strings: name, description, images, location, ...).

type IanaType = 'text/plain' | 'text/markdown' | 'text/html';

export function text(id: string, data: L | null, iana: IanaType = 'text/plain', groups: string[] = []): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'text', groups, preferences: { iana_type: iana }, data };
}

export const markdown = (id: string, data: L, groups: string[] = []) => text(id, data, 'text/markdown', groups);
export const html = (id: string, data: L, groups: string[] = []) => text(id, data, 'text/html', groups);

export function dates(id: string, ranges: { start: string; end?: string | null }[], dataType: 'date/time' | 'date' = 'date/time'): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'datetime', preferences: { data_type: dataType }, data: ranges };
}

export function refs(id: string, ids: readonly (string | { id: string; phase?: number })[]): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'entry', data: ids.map((r) => (typeof r === 'string' ? { id: r } : r)) };
}

/** The i-th entry of a list gets its own variant of a picture ('trail', 'trail-1', ... 'trail-11', then again). */
export function variantOf(picture: string, i: number): string {
  const n = i % 12;
  return n === 0 ? picture : `${picture}-${n}`;
}

interface FileItem {
  file: string;
  title: L;
  description?: L;
  credit?: L;
}

function textIn(value: L | undefined, locale: string): string | undefined {
  return value === undefined || typeof value === 'string' ? value : (value[locale] ?? value.en);
}

/**
 * A file element. An item whose texts are given per locale becomes one file per locale, each with its
 * `locale` (docs/product/views-and-states.md#media-per-language), as an editor uploads a picture's Spanish caption beside its English one; plain
 * texts give one file without a locale.
 */
export function files(id: string, project: string, items: FileItem[]): ImportElementSchemaInput {
  return {
    id,
    name: elementName(id),
    type: 'file',
    data: items.flatMap((item) => {
      const locales = [...new Set([item.title, item.description, item.credit].flatMap((value) => (value && typeof value !== 'string' ? Object.keys(value) : [])))];
      return (locales.length > 0 ? locales : [undefined]).map((locale) => {
        const title = textIn(item.title, locale ?? 'en')!;
        const description = textIn(item.description, locale ?? 'en');
        const credit = textIn(item.credit, locale ?? 'en');
        return {
          id: locale && locale !== 'en' ? `${project}-${item.file}-${locale}` : `${project}-${item.file}`,
          name: `${item.file}.svg`,
          title,
          description: description ?? null,
          ip_attribution: credit ?? null,
          caption: [description, credit].filter(Boolean).join(' – ') || null,
          ...(locale ? { locale } : {}),
          type: 'image/svg+xml',
          url: `/media/${project}/${item.file}.svg`,
        };
      });
    }),
  };
}

export function bool(id: string, value: boolean): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'boolean', data: value };
}

export function num(id: string, value: number): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'number', data: value };
}

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

export function files(id: string, project: string, items: { file: string; title: string; description?: string; credit?: string }[]): ImportElementSchemaInput {
  return {
    id,
    name: elementName(id),
    type: 'file',
    data: items.map((item) => ({
      id: `${project}-${item.file}`,
      name: `${item.file}.svg`,
      title: item.title,
      description: item.description ?? null,
      ip_attribution: item.credit ?? null,
      caption: [item.description, item.credit].filter(Boolean).join(' – ') || null,
      type: 'image/svg+xml',
      url: `/media/${project}/${item.file}.svg`,
    })),
  };
}

export function bool(id: string, value: boolean): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'boolean', data: value };
}

export function num(id: string, value: number): ImportElementSchemaInput {
  return { id, name: elementName(id), type: 'number', data: value };
}


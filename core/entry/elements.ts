import type { Element, Entry } from '../content-shapes';
import type { ElementRole, EntryIds } from './ids';

function isBlankText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * Empty data (docs/product/views-and-states.md#element-roles): null, an empty list or empty text. A per-locale text map counts as empty when
 * every translation is empty.
 */
function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'string') return isBlankText(data);
  return false;
}

function isEmptyElement(element: Element): boolean {
  if (isEmptyData(element.data)) return true;
  if (element.type === 'text' && typeof element.data === 'object' && !Array.isArray(element.data)) {
    const values = Object.values(element.data as Record<string, unknown>);
    return values.every((value) => typeof value !== 'string' || isBlankText(value));
  }
  return false;
}

function isPresent(element: Element | undefined): element is Element {
  return element !== undefined && element.enabled !== false && !isEmptyElement(element);
}

/** The element with this id, unless it is disabled or empty: such elements do not exist for a page. */
export function findElement(entry: Entry, elementId: string): Element | undefined {
  if (elementId === '') return undefined;
  const element = entry.elements.find((candidate) => candidate.id === elementId);
  return isPresent(element) ? element : undefined;
}

/** The element playing `role` in this site's content project (docs/product/views-and-states.md#element-roles). */
export function elementByRole(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole): Element | undefined {
  return findElement(entry, ids.elements[role]);
}

/** Enabled, non-empty elements that belong to a group (e.g. the detail-attribute group). */
export function elementsInGroup(entry: Entry, groupId: string): Element[] {
  if (groupId === '') return [];
  return entry.elements.filter((element) => element.groups.includes(groupId) && element.enabled !== false && !isEmptyElement(element));
}

export function entryInGroup(entry: Entry, groupId: string): boolean {
  return groupId !== '' && entry.groups.includes(groupId);
}

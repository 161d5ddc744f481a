import * as z from 'zod';
import type { Element, Entry } from '../content-shapes';
import { defaultLocale } from '../i18n/locales';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';

const optionIds = z.array(z.union([z.string(), z.object({ id: z.string() }).transform((option) => option.id)]));

/** The option ids chosen in an option element (data: array of ids or {id}); [] when malformed. */
export function selectedOptions(element: Element | undefined): string[] {
  if (element?.type !== 'option') return [];
  const parsed = optionIds.safeParse(element.data);
  return parsed.success ? parsed.data : [];
}

export function entryOptions(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole): string[] {
  return selectedOptions(elementByRole(entry, ids, role));
}

/** The first of `values` whose configured option id the element selects (ids map value -> option id). */
export function chosenValue<V extends string>(selected: readonly string[], optionIdsByValue: Record<V, string>): V | undefined {
  const entries = Object.entries(optionIdsByValue) as [V, string][];
  return entries.find(([, id]) => id !== '' && selected.includes(id))?.[0];
}

/** An option's display text: its per-locale text, its name, else its id. */
export function optionLabel(element: Element, optionId: string, locale: string): string {
  const option = element.options?.find((candidate) => candidate.id === optionId);
  if (!option) return optionId;
  const text = option.text;
  if (typeof text === 'string' && text.trim()) return text.trim();
  if (text && typeof text === 'object') {
    const map = text as Record<string, unknown>;
    const value = [map[locale], map[defaultLocale]].find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '');
    if (value) return value.trim();
  }
  return option.name?.trim() || optionId;
}

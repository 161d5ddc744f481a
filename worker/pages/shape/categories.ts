import { z } from 'zod';
import type { CategoryFilterModel } from '../../../ui/components/models';

// The site entry's category configuration (SPEC 3.3). Items lacking a non-empty id, icon, image or
// name are dropped one by one, never the whole list; a name may be a string or a per-language map.

const nonEmpty = z.string().trim().min(1);
const itemSchema = z.looseObject({
  id: nonEmpty,
  icon: nonEmpty,
  image: nonEmpty,
  name: z.union([nonEmpty, z.record(z.string(), z.string())]),
});

function listOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  const categories = (json as { categories?: unknown } | null)?.categories;
  return Array.isArray(categories) ? categories : [];
}

export function categoryFilter(configJson: string | undefined, locale: string, legend: string): CategoryFilterModel | null {
  if (!configJson) return null;
  let json: unknown;
  try {
    json = JSON.parse(configJson);
  } catch {
    return null;
  }
  const options = listOf(json).flatMap((raw) => {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) return [];
    const { id, name } = parsed.data;
    const label = (typeof name === 'string' ? name : (name[locale] ?? '')).trim();
    // SPEC 3.3: the label defaults to 'Category' when the chosen language's text is missing.
    return [{ value: id, label: label || legend }];
  });
  return options.length ? { label: legend, options } : null;
}

import * as z from 'zod';
import { defaultLocale } from '../i18n/locales';

export interface CategoryLabel {
  id: string;
  text: string;
}

/** The label (docs/product/views-and-states.md#categories) when the chosen language's text is empty or missing. */
const defaultCategoryLabel = 'Category';

const labelSchema = z.looseObject({
  id: z.string().trim().min(1),
  text: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
});

function textIn(text: string | Record<string, unknown> | null | undefined, locale: string): string {
  if (typeof text === 'string') return text.trim();
  const value = text?.[locale];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The category list for filtering: each {id, text} with text a string or a per-language map, trimmed,
 * 'Category' when the chosen language's text is empty or missing. Items without an id are dropped.
 */
export function categoryLabels(items: unknown, locale: string = defaultLocale, fallback = defaultCategoryLabel): CategoryLabel[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = labelSchema.safeParse(item);
    if (!parsed.success) return [];
    return [{ id: parsed.data.id.trim(), text: textIn(parsed.data.text, locale) || fallback }];
  });
}

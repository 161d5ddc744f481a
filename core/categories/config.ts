import * as z from 'zod';

// The category configuration (docs/product/views-and-states.md#categories), a JSON text element of the site entry. Items are validated one
// by one: an invalid item is dropped, never the whole list.

export interface Category {
  id: string;
  icon: string;
  image: string;
  name: string;
  /** Ids of nested sub-categories. */
  categories: string[];
}

const required = z.string().trim().min(1);
// Built once: a zod schema costs more to build than to run.
const subCategoryId = z.union([required, z.looseObject({ id: required }).transform((value) => value.id)]);
const subCategoryIds = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = subCategoryId.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
const categorySchema = z.looseObject({ id: required, icon: required, image: required, name: required, categories: subCategoryIds.optional() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const nested = typeof value === 'object' && value !== null ? (value as { categories?: unknown }).categories : undefined;
  return Array.isArray(nested) ? nested : [];
}

function validCategories(value: unknown): Category[] {
  return itemsOf(value).flatMap((item) => {
    const parsed = categorySchema.safeParse(item);
    if (!parsed.success) return [];
    const { id, icon, image, name, categories } = parsed.data;
    return [{ id, icon, image, name, categories: categories ?? [] }];
  });
}

/** The valid categories of a configuration (JSON text or parsed value, a list or {categories: [...]}). */
export function parseCategoryConfig(config: unknown): readonly Category[] {
  return validCategories(typeof config === 'string' ? parseJson(config) : config);
}

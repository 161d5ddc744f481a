import type { Element } from '../../../core/content-shapes';
import { parseCategoryConfig } from '../../../core/categories/config';
import { categoryLabels } from '../../../core/categories/labels';
import type { CategoryFilterModel } from '../../../ui/components/models';

/**
 * An index route's category filter. The labels are the options of the route's categories element
 * ({id, text} per language, 'Category' when missing); the site's category configuration narrows them
 * to the sub-categories of the configured category matching the listed types, when there is one.
 */
export function categoryFilter(input: { element: Element | null; configJson: string | undefined; types: readonly string[]; locale: string; legend: string }): CategoryFilterModel | null {
  const labels = categoryLabels(input.element?.options ?? [], input.locale, input.legend);
  const configured = parseCategoryConfig(input.configJson ?? '').find((category) => input.types.includes(category.id));
  const allowed = configured?.categories.length ? new Set(configured.categories) : null;
  const options = labels.filter((label) => !allowed || allowed.has(label.id)).map((label) => ({ value: label.id, label: label.text }));
  return options.length ? { label: input.legend, options } : null;
}

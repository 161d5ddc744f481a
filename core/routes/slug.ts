/**
 * The {title} part of entry URLs (docs/product/routes.md#entry-slugs): lower-case; spaces, underscores and slashes become
 * hyphens. Beyond that, so that every slug is a clean URL segment: accents are folded to their
 * base letter (é -> e), any other run of characters that are not a-z, 0-9 or a hyphen becomes one
 * hyphen, repeated hyphens collapse, and hyphens at either end are trimmed. Empty result: 'entry'.
 */
export function slug(title: string | null | undefined): string {
  const out = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_/]+/g, '-')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return out || 'entry';
}

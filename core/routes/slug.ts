/**
 * The {title} part of entry URLs (SPEC.md 2.2): lower-case; spaces, underscores and slashes become
 * hyphens. Beyond the spec, so that every slug is a clean URL segment: accents are folded to their
 * base letter (é -> e), any other run of characters that are not a-z, 0-9 or a hyphen becomes one
 * hyphen, repeated hyphens collapse, and hyphens at either end are trimmed. Empty result: 'entry'.
 */
export function slug(title: string | null | undefined): string {
  const text = title ?? '';
  const known = slugs.get(text);
  if (known !== undefined) return known;
  const made = makeSlug(text);
  slugs.set(text, made);
  if (slugs.size > SLUG_LIMIT) slugs.delete(slugs.keys().next().value!);
  return made;
}

// Every card and link of a page slugs its entry's title again (Unicode normalisation included): the
// last SLUG_LIMIT titles are remembered, oldest out first.
const SLUG_LIMIT = 2000;
const slugs = new Map<string, string>();

function makeSlug(title: string): string {
  const out = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_/]+/g, '-')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return out || 'entry';
}

const idLike = /^[a-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*$/;

/**
 * A label a visitor can read. A name that is really an id ('surface', 'route_type', 'outAndBack')
 * becomes words ('Surface', 'Route type', 'Out and back'); any other name only gets a capital.
 */
export function humanLabel(name: string): string {
  const trimmed = name.trim();
  const words = idLike.test(trimmed)
    ? trimmed
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
    : trimmed;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Patterns the forms and search check (docs/product/forms.md#fields-and-rules).

/** An address with a local part, an @ and a dotted domain (WHATWG's form, requiring a dot). */
export const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Search needs at least 3 characters once trimmed (docs/product/routes.md#search). */
export const searchMinimumLength = 3;

export function isSearchable(text: string): boolean {
  return text.trim().length >= searchMinimumLength;
}

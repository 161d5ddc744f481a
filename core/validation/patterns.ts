// SPEC 5 patterns in configuration.

/** An address with a local part, an @ and a dotted domain (WHATWG's form, requiring a dot). */
export const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** SPEC 9: search needs at least 3 characters once trimmed. */
export const searchMinimumLength = 3;

export function isSearchable(text: string): boolean {
  return text.trim().length >= searchMinimumLength;
}

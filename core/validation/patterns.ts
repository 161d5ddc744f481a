// SPEC 5 patterns in configuration.

/** An address with a local part, an @ and a dotted domain (WHATWG's form, requiring a dot). */
export const emailPattern = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** http or https, ending in one of the image extensions. */
export const imageUrlPattern = /^https?:\/\/\S+\.(?:jpg|jpeg|gif|png|svg|tif|ico|webp)$/i;

/** An absolute http(s) URL with a host and no whitespace. */
export const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** SPEC 9: search needs at least 3 characters once trimmed. */
export const searchMinimumLength = 3;

export function isSearchable(text: string): boolean {
  return text.trim().length >= searchMinimumLength;
}

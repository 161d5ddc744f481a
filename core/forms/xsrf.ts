// The double-submit token (docs/product/forms.md#the-post): the server sets the cookie, a script copies it into the header; a
// page on another site can neither read the cookie nor set the header.

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** 32 random bytes, base64url without padding. */
export const xsrfTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token in a Cookie header or `document.cookie`, when it has the token's shape. */
export function readXsrfCookie(cookies: string | null | undefined): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === XSRF_COOKIE && xsrfTokenPattern.test(token)) return token;
  }
  return undefined;
}

const hexOfByte = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes: signatures and cache keys are written this way. */
export function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const b of new Uint8Array(buffer)) hex += hexOfByte[b];
  return hex;
}

/** SHA-256 of a text, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Standard base64 of bytes, in chunks: spreading a large array into one call overflows the stack. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Base64url of bytes without padding (RFC 4648 section 5): tokens in URLs and cookies are written this way. */
export function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of unpadded base64url text; undefined for any other character or an impossible length. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}

/** A data URI of bytes with their media type. */
export function dataUri(mediaType: string, bytes: Uint8Array): string {
  return `data:${mediaType};base64,${base64(bytes)}`;
}

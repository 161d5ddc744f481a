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

/** A data URI of bytes with their media type. */
export function dataUri(mediaType: string, bytes: Uint8Array): string {
  return `data:${mediaType};base64,${base64(bytes)}`;
}

/** Standard base64 of bytes, in chunks: spreading a large array into one call overflows the stack. */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A data URI of bytes with their media type. */
export function dataUri(mediaType: string, bytes: Uint8Array): string {
  return `data:${mediaType};base64,${base64(bytes)}`;
}

import { describe, expect, it } from 'vitest';
import { base64url, dataUri, fromBase64url, sha256Hex, toHex } from './bytes';

describe('hex', () => {
  it('writes bytes as two lower-case digits each', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]).buffer)).toBe('00010f10ff');
  });
  it('hashes text with SHA-256 (the published digest of "abc")', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('dataUri', () => {
  it('encodes bytes as standard base64', () => {
    expect(dataUri('text/plain', new TextEncoder().encode('Sendero ñ'))).toBe('data:text/plain;base64,U2VuZGVybyDDsQ==');
    expect(dataUri('text/plain', new Uint8Array())).toBe('data:text/plain;base64,');
  });

  it('encodes arrays larger than one chunk without overflowing the stack', () => {
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    const uri = dataUri('application/octet-stream', bytes);
    const prefix = 'data:application/octet-stream;base64,';
    expect(uri.startsWith(prefix)).toBe(true);
    const decoded = Uint8Array.from(atob(uri.slice(prefix.length)), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('names the media type in a data URI', () => {
    expect(dataUri('image/png', new Uint8Array([137, 80]))).toBe('data:image/png;base64,iVA=');
  });
});

describe('base64url', () => {
  it('writes the URL alphabet without padding and reads it back', () => {
    const bytes = new Uint8Array([251, 255, 190, 0, 63]);
    expect(base64url(bytes)).toBe('-_--AD8');
    expect(fromBase64url('-_--AD8')).toEqual(bytes);
    expect(fromBase64url('')).toEqual(new Uint8Array());
  });

  it('reads nothing from another alphabet, padding or an impossible length', () => {
    for (const text of ['+/+-AD8', '-_--AD8=', 'a b', 'abcde']) expect(fromBase64url(text)).toBeUndefined();
  });
});

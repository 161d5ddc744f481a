import { describe, expect, it } from 'vitest';
import { sha256Hex, toHex, base64, dataUri } from './bytes';

describe('hex', () => {
  it('writes bytes as two lower-case digits each', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]).buffer)).toBe('00010f10ff');
  });
  it('hashes text with SHA-256 (the published digest of "abc")', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('base64', () => {
  it('encodes bytes as standard base64', () => {
    expect(base64(new TextEncoder().encode('Sendero ñ'))).toBe('U2VuZGVybyDDsQ==');
    expect(base64(new Uint8Array())).toBe('');
  });

  it('encodes arrays larger than one chunk without overflowing the stack', () => {
    const bytes = new Uint8Array(300_000).map((_, index) => index % 251);
    const decoded = Uint8Array.from(atob(base64(bytes)), (char) => char.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });

  it('names the media type in a data URI', () => {
    expect(dataUri('image/png', new Uint8Array([137, 80]))).toBe('data:image/png;base64,iVA=');
  });
});

import { describe, expect, it } from 'vitest';
import { sha256Hex, toHex } from './hex';

describe('hex', () => {
  it('writes bytes as two lower-case digits each', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]).buffer)).toBe('00010f10ff');
  });
  it('hashes text with SHA-256 (the published digest of "abc")', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

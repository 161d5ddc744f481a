import { env } from 'cloudflare:test';
import { Compression } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { pmtilesArchive } from '../../test/support/pmtiles-archive';
import { openArchive } from './pmtiles-archive';

// The archive's tiles as a picture asks for them, all at once, from the real local R2 bucket: the
// neighbours go out as one ranged read, and each tile still gets its own bytes.

/** Random bytes, which gzip cannot shrink, so the tile takes its full length in the archive. */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  // getRandomValues fills at most 64 KiB at a time.
  for (let at = 0; at < length; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(length, at + 65_536)));
  return bytes;
}

/** The bucket, counting the ranged reads the worker makes of it. */
function countingBucket(): { bucket: R2Bucket; reads: { offset: number; length: number }[] } {
  const reads: { offset: number; length: number }[] = [];
  const bucket = new Proxy(env.BASEMAPS, {
    get(target, name) {
      if (name === 'get') {
        return (key: string, options?: R2GetOptions) => {
          const range = options?.range as { offset: number; length: number } | undefined;
          if (range) reads.push(range);
          return target.get(key, options);
        };
      }
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { bucket, reads };
}

const text = async (tile: { data: ArrayBuffer } | undefined) => new TextDecoder().decode(tile?.data);

describe('reading an archive from R2', () => {
  it('reads neighbouring tiles asked for together in one ranged read, each with its own bytes', async () => {
    const tiles = [0, 1].flatMap((x) => [0, 1].map((y) => ({ z: 1, x, y, data: new TextEncoder().encode(`tile 1/${x}/${y}`) })));
    await env.BASEMAPS.put('reads/neighbours.pmtiles', await pmtilesArchive(tiles));
    const { bucket, reads } = countingBucket();
    const { archive } = await openArchive(bucket, 'reads/neighbours.pmtiles');
    const before = reads.length;
    const read = await Promise.all(tiles.map(({ z, x, y }) => archive.getZxy(z, x, y)));
    expect(await Promise.all(read.map(text))).toEqual(tiles.map(({ x, y }) => `tile 1/${x}/${y}`));
    expect(reads.length - before).toBe(1);
  });

  it('reads tiles far apart in the archive separately, and one alone as asked', async () => {
    // z0, then z1's four in tile order: 0/0, 0/1, 1/1, 1/0. A large tile between two small ones keeps them apart.
    const big = noise(200 * 1024);
    const tiles = [
      { z: 1, x: 0, y: 0, data: new TextEncoder().encode('first') },
      { z: 1, x: 0, y: 1, data: big },
      { z: 1, x: 1, y: 1, data: new TextEncoder().encode('last') },
    ];
    await env.BASEMAPS.put('reads/apart.pmtiles', await pmtilesArchive(tiles));
    const { bucket, reads } = countingBucket();
    const { archive } = await openArchive(bucket, 'reads/apart.pmtiles');
    const before = reads.length;
    const [first, last] = await Promise.all([archive.getZxy(1, 0, 0), archive.getZxy(1, 1, 1)]);
    expect([await text(first), await text(last)]).toEqual(['first', 'last']);
    expect(reads.length - before).toBe(2);
    const middle = await archive.getZxy(1, 0, 1);
    expect(new Uint8Array(middle!.data)).toEqual(big);
    // gzip adds its header and blocks' few bytes to random data.
    expect(reads.at(-1)!.length).toBeLessThan(big.length + 256);
  });

  it('refuses an archive whose tiles are compressed another way than gzip, naming it', async () => {
    const bytes = await pmtilesArchive([{ z: 0, x: 0, y: 0, data: new TextEncoder().encode('tile') }]);
    // The header's tile compression (byte 98): 3 is Brotli.
    bytes[98] = Compression.Brotli;
    await env.BASEMAPS.put('reads/brotli.pmtiles', bytes);
    await expect(openArchive(env.BASEMAPS, 'reads/brotli.pmtiles')).rejects.toThrow(/compressed with Brotli: gzip or none/);
  });
});

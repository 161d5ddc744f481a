import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPmtiles } from '../../test/support/pmtiles-buffer.ts';
import { writePmtiles } from './pmtiles-writer.mjs';

const bytesOf = (text) => new TextEncoder().encode(text);
const textOf = (buffer) => new TextDecoder().decode(buffer);
const BOUNDS = /** @type {[number, number, number, number]} */ ([9.47, 47.04, 9.64, 47.28]);

describe('writePmtiles', () => {
  it('writes an archive the pmtiles reader opens: header, metadata and every tile, gzip-compressed', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, bytes: bytesOf('world') },
      { z: 1, x: 1, y: 0, bytes: bytesOf('north-east') },
      { z: 1, x: 0, y: 1, bytes: bytesOf('south-west') },
      { z: 2, x: 2, y: 1, bytes: bytesOf('world') },
    ];
    const metadata = { attribution: '© OpenStreetMap contributors', vector_layers: [{ id: 'roads', fields: { kind: 'String' } }] };
    const buffer = writePmtiles({ tiles, metadata, bounds: BOUNDS, center: [9.55, 47.16, 12] });
    const archive = openPmtiles(buffer);

    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 2, tileType: 1, tileCompression: 2, internalCompression: 2, clustered: true, centerZoom: 12 });
    expect([header.minLon, header.minLat, header.maxLon, header.maxLat]).toEqual(BOUNDS);
    expect([header.centerLon, header.centerLat]).toEqual([9.55, 47.16]);
    expect(header).toMatchObject({ numAddressedTiles: 4, numTileEntries: 4, numTileContents: 3 });
    expect(await archive.getMetadata()).toEqual(metadata);

    for (const { z, x, y, bytes } of tiles) expect(textOf((await archive.getZxy(z, x, y))?.data)).toBe(textOf(bytes));
    expect(await archive.getZxy(1, 0, 0)).toBeUndefined();
    // Each tile gzipped, in tile id order (z0, then z1 along the Hilbert curve: 0/1 before 1/0), the
    // z2 copy of the world tile stored once.
    const data = buffer.subarray(header.tileDataOffset, header.tileDataOffset + Number(header.tileDataLength));
    expect(textOf(gunzipSync(data))).toBe('worldsouth-westnorth-east');
  });

  it('stores a run of identical tiles as one entry and one blob', async () => {
    const sea = bytesOf('sea');
    const tiles = [0, 1, 2, 3].map((i) => ({ z: 1, x: i % 2, y: Math.floor(i / 2), bytes: sea }));
    const archive = openPmtiles(writePmtiles({ tiles, metadata: {}, bounds: BOUNDS, center: [0, 0, 1] }));
    expect(await archive.getHeader()).toMatchObject({ numAddressedTiles: 4, numTileEntries: 1, numTileContents: 1, minZoom: 1, maxZoom: 1 });
    for (const { z, x, y } of tiles) expect(textOf((await archive.getZxy(z, x, y))?.data)).toBe('sea');
  });

  it('moves entries to leaf directories when the root would not fit in the first 16 KiB', async () => {
    // 20,000 distinct tiles scattered over z14 (a fixed pseudo-random walk): their tile id deltas do not
    // compress, so a root directory holding them all would be far past 16 KiB.
    const seen = new Set();
    let seed = 1;
    while (seen.size < 20_000) {
      seed = (seed * 48_271) % 2_147_483_647;
      seen.add(seed % (1 << 28));
    }
    const tiles = [...seen].map((cell, i) => ({ z: 14, x: cell % 16_384, y: Math.floor(cell / 16_384), bytes: bytesOf(`tile ${i}`) }));
    const archive = openPmtiles(writePmtiles({ tiles, metadata: {}, bounds: BOUNDS, center: [0, 0, 14] }));
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    for (const { z, x, y, bytes } of tiles.filter((_, i) => [0, 1, 10_000, 19_999].includes(i))) expect(textOf((await archive.getZxy(z, x, y))?.data)).toBe(textOf(bytes));
  });

  it('refuses to write an archive without tiles', () => {
    expect(() => writePmtiles({ tiles: [], metadata: {}, bounds: BOUNDS, center: [0, 0, 0] })).toThrow(/tiles is empty/);
  });
});

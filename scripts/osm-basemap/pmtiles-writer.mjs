// Writes a PMTiles version 3 archive (github.com/protomaps/PMTiles, spec/v3/spec.md): the 127-byte
// header, the root directory, the metadata JSON, the leaf directories, then the tile data, in that
// order. Tiles are stored in tile id order (clustered); identical tiles are stored once, and a run of
// consecutive tile ids holding the same bytes is one directory entry with a run length. Directories
// and metadata are gzip-compressed, and so are the vector tiles. The pmtiles package reads archives
// but does not write them.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
/** Header and root directory must fit in the first 16 KiB, so a reader gets both in one request. */
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const GZIP = 2;
const MVT = 1;

/** @param {number[]} out @param {number} value */
function pushVarint(out, value) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/**
 * A directory as the spec lays it out, column by column: the count, tile id deltas, run lengths,
 * lengths, then offsets (0 where an entry follows the previous one directly, else offset + 1).
 * @param {{ tileId: number, offset: number, length: number, runLength: number }[]} entries
 */
function directoryBytes(entries) {
  /** @type {number[]} */
  const out = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    pushVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) pushVarint(out, entry.runLength);
  for (const entry of entries) pushVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    pushVarint(out, previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return gzipSync(Uint8Array.from(out));
}

/**
 * The root directory alone when it fits in the first 16 KiB, else leaves of `leafSize` entries (doubled
 * until the root pointing at them fits), each root entry a leaf: run length 0, offset into the leaf section.
 */
function directories(entries) {
  const root = directoryBytes(entries);
  if (root.length <= ROOT_LIMIT) return { root, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const leafParts = [];
    const rootEntries = [];
    let offset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = directoryBytes(entries.slice(start, start + leafSize));
      rootEntries.push({ tileId: entries[start].tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const leafRoot = directoryBytes(rootEntries);
    if (leafRoot.length <= ROOT_LIMIT) return { root: leafRoot, leaves: Buffer.concat(leafParts) };
  }
}

/** Tiles in tile id order, deduplicated by content and run-length encoded. */
function tileEntries(tiles) {
  const sorted = tiles.map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), z: tile.z, data: gzipSync(tile.bytes) })).sort((a, b) => a.tileId - b.tileId);
  /** @type {Map<string, { offset: number, length: number }>} */
  const stored = new Map();
  const parts = [];
  let size = 0;
  /** @type {{ tileId: number, offset: number, length: number, runLength: number, hash: string }[]} */
  const entries = [];
  for (const tile of sorted) {
    const hash = createHash('sha256').update(tile.data).digest('hex');
    const last = entries.at(-1);
    if (last && last.hash === hash && last.tileId + last.runLength === tile.tileId) {
      last.runLength++;
      continue;
    }
    let place = stored.get(hash);
    if (!place) {
      place = { offset: size, length: tile.data.length };
      stored.set(hash, place);
      parts.push(tile.data);
      size += tile.data.length;
    }
    entries.push({ tileId: tile.tileId, ...place, runLength: 1, hash });
  }
  return { entries, data: Buffer.concat(parts), contents: stored.size };
}

/**
 * The archive's bytes.
 * @param {{ tiles: { z: number, x: number, y: number, bytes: Uint8Array }[],
 *           metadata: Record<string, unknown>,
 *           bounds: [number, number, number, number],
 *           center: [number, number, number] }} archive
 *   bounds is [west, south, east, north] in degrees, center [lon, lat, zoom]; tiles are vector tiles (MVT).
 * @returns {Buffer}
 */
export function writePmtiles({ tiles, metadata, bounds, center }) {
  if (tiles.length === 0) throw new Error('writePmtiles: tiles is empty; an archive needs at least one tile');
  const { entries, data, contents } = tileEntries(tiles);
  const { root, leaves } = directories(entries);
  const meta = gzipSync(JSON.stringify(metadata));
  const zooms = tiles.map((tile) => tile.z);

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'utf8');
  header.writeUInt8(3, 7);
  /** @type {[number, number, number][]} */
  const sections = [
    [8, HEADER_BYTES, root.length],
    [24, HEADER_BYTES + root.length, meta.length],
    [40, HEADER_BYTES + root.length + meta.length, leaves.length],
    [56, HEADER_BYTES + root.length + meta.length + leaves.length, data.length],
  ];
  for (const [at, offset, length] of sections) {
    header.writeBigUInt64LE(BigInt(offset), at);
    header.writeBigUInt64LE(BigInt(length), at + 8);
  }
  header.writeBigUInt64LE(BigInt(tiles.length), 72);
  header.writeBigUInt64LE(BigInt(entries.length), 80);
  header.writeBigUInt64LE(BigInt(contents), 88);
  header.writeUInt8(1, 96);
  header.writeUInt8(GZIP, 97);
  header.writeUInt8(GZIP, 98);
  header.writeUInt8(MVT, 99);
  header.writeUInt8(Math.min(...zooms), 100);
  header.writeUInt8(Math.max(...zooms), 101);
  const e7 = (degrees) => Math.round(degrees * 1e7);
  const [west, south, east, north] = bounds;
  header.writeInt32LE(e7(west), 102);
  header.writeInt32LE(e7(south), 106);
  header.writeInt32LE(e7(east), 110);
  header.writeInt32LE(e7(north), 114);
  header.writeUInt8(center[2], 118);
  header.writeInt32LE(e7(center[0]), 119);
  header.writeInt32LE(e7(center[1]), 123);
  return Buffer.concat([header, root, meta, leaves, data]);
}

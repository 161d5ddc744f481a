import { Compression, TileType, zxyToTileId } from 'pmtiles';

// A small PMTiles v3 archive built to the specification (github.com/protomaps/PMTiles, spec/v3):
// the 127-byte header, an uncompressed root directory (no leaves; run-length entries for repeated tiles), no metadata, then the tiles: vector
// tiles gzip-compressed and images as they are, as real basemap archives hold them. The pmtiles package reads archives but does not
// write them; this writes only what a test needs.

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

const HEADER_BYTES = 127;

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

async function gzip(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([data]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}

/** The whole world, the bounds an archive says it covers unless told otherwise. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** The archive's bytes, holding `tiles` of `tileType` and nothing else; its header says it covers `bounds` ([west, south, east, north]). */
export async function pmtilesArchive(tiles: ArchiveTile[], tileType = TileType.Mvt, bounds = WORLD): Promise<Uint8Array> {
  const compression = tileType === TileType.Mvt ? Compression.Gzip : Compression.None;
  const entries = await Promise.all(tiles.map(async (tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), z: tile.z, data: compression === Compression.Gzip ? await gzip(tile.data) : tile.data })));
  entries.sort((a, b) => a.id - b.id);
  // Consecutive tiles with the same bytes share one entry with a run length, as PMTiles writers store
  // the sea: one copy, addressed by every tile of the run.
  const runs: ((typeof entries)[number] & { runLength: number })[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (last && entry.id === last.id + last.runLength && sameBytes(entry.data, last.data)) last.runLength += 1;
    else runs.push({ ...entry, runLength: 1 });
  }
  let offset = 0;
  const placed = runs.map((entry) => {
    const at = offset;
    offset += entry.data.length;
    return { ...entry, offset: at };
  });
  // Entries: count, tile id deltas, run lengths, lengths, offsets (+1: 0 would mean "right after the previous").
  const directory = new Uint8Array(
    varints([
      placed.length,
      ...placed.map((entry, i) => entry.id - (i ? placed[i - 1]!.id : 0)),
      ...placed.map((entry) => entry.runLength),
      ...placed.map((entry) => entry.data.length),
      ...placed.map((entry) => entry.offset + 1),
    ]),
  );
  const tileData = offset;
  const zooms = entries.map((entry) => entry.z);

  const bytes = new Uint8Array(HEADER_BYTES + directory.length + tileData);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('PMTiles'), 0);
  bytes[7] = 3;
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, HEADER_BYTES); // root directory
  u64(16, directory.length);
  u64(24, HEADER_BYTES + directory.length); // metadata: none
  u64(32, 0);
  u64(40, HEADER_BYTES + directory.length); // leaf directories: none
  u64(48, 0);
  u64(56, HEADER_BYTES + directory.length); // tile data
  u64(64, tileData);
  u64(72, entries.length); // addressed tiles, tile entries, tile contents
  u64(80, placed.length);
  u64(88, placed.length);
  bytes[96] = 1; // clustered
  bytes[97] = Compression.None;
  bytes[98] = compression;
  bytes[99] = tileType;
  bytes[100] = Math.min(...zooms);
  bytes[101] = Math.max(...zooms);
  for (const [i, degrees] of bounds.entries()) view.setInt32(102 + 4 * i, Math.round(degrees * 1e7), true);
  bytes[118] = Math.min(...zooms);
  bytes.set(directory, HEADER_BYTES);
  for (const entry of placed) bytes.set(entry.data, HEADER_BYTES + directory.length + entry.offset);
  return bytes;
}

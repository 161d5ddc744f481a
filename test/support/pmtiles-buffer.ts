import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles, type Source } from 'pmtiles';

// An archive's bytes opened with the pmtiles package's reader, as the worker opens one from R2 by range.

export function openPmtiles(bytes: Uint8Array): PMTiles {
  const source: Source = {
    getKey: () => 'archive',
    // A copy: a Node Buffer's `.buffer` may be a shared pool holding other bytes around it.
    getBytes: async (offset, length) => ({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
  };
  return new PMTiles(source);
}

/** The tile at z/x/y decoded, or null where the archive has none. */
export async function vectorTileAt(archive: PMTiles, z: number, x: number, y: number): Promise<VectorTile | null> {
  const tile = await archive.getZxy(z, x, y);
  return tile ? new VectorTile(new PbfReader(new Uint8Array(tile.data))) : null;
}

import tinyosmpbf from 'tiny-osmpbf';
import { OsmInvalid } from '../errors';

// Reads an .osm.pbf extract into what the importer looks at: tagged nodes, ways with their node ids,
// relations. tiny-osmpbf stops quietly (or never returns) on a cut file, so the blob framing is walked
// first: a file whose last blob does not end exactly at the end of the file is refused before parsing.
// The basemap builder (scripts/osm-basemap/osm-extract.mjs) reads its extracts through the same check.

export interface OsmNode {
  id: number;
  lon: number;
  lat: number;
  tags: Record<string, string>;
}
export interface OsmWay {
  id: number;
  nodes: number[];
  tags: Record<string, string>;
}
interface OsmRelation {
  id: number;
  members: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[];
  tags: Record<string, string>;
}
export interface OsmData {
  nodes: Map<number, OsmNode>;
  ways: Map<number, OsmWay>;
  relations: OsmRelation[];
}

function varint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let shift = 0;
  let i = at;
  while (i < bytes.length) {
    const b = bytes[i++]!;
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return [value, i];
    shift += 7;
  }
  throw new OsmInvalid('the file ends inside a blob header');
}

/** The BlobHeader's type (field 1) and datasize (field 3); other fields are skipped by their wire type. */
function blobHeader(bytes: Uint8Array): { type: string; size: number } {
  let at = 0;
  let type = '';
  let size = -1;
  while (at < bytes.length) {
    const [key, next] = varint(bytes, at);
    at = next;
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) {
      const [value, after] = varint(bytes, at);
      if (field === 3) size = value;
      at = after;
    } else if (wire === 2) {
      const [length, after] = varint(bytes, at);
      if (field === 1) type = new TextDecoder().decode(bytes.subarray(after, after + length));
      at = after + length;
    } else throw new OsmInvalid(`not an OpenStreetMap PBF file (blob header field ${field} has wire type ${wire})`);
  }
  if (size < 0 || (type !== 'OSMHeader' && type !== 'OSMData')) throw new OsmInvalid('not an OpenStreetMap PBF file (no OSMHeader/OSMData blob header)');
  return { type, size };
}

/** Refuses, with what is wrong, a file that is not an OpenStreetMap PBF extract or is cut short. */
export function checkFraming(bytes: Uint8Array): void {
  if (bytes.length < 4) throw new OsmInvalid('the file is empty or too short to be an OpenStreetMap PBF file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let blobs = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) throw new OsmInvalid(`the file is truncated: it ends inside blob ${blobs + 1}'s length`);
    const headerLength = view.getUint32(at);
    if (headerLength === 0 || headerLength > 64 * 1024) throw new OsmInvalid(`not an OpenStreetMap PBF file (blob ${blobs + 1} has a header of ${headerLength} bytes)`);
    const headerEnd = at + 4 + headerLength;
    if (headerEnd > bytes.length) throw new OsmInvalid(`the file is truncated: it ends inside blob ${blobs + 1}'s header`);
    const { type, size } = blobHeader(bytes.subarray(at + 4, headerEnd));
    if (blobs === 0 && type !== 'OSMHeader') throw new OsmInvalid('not an OpenStreetMap PBF file (it does not start with an OSMHeader blob)');
    if (headerEnd + size > bytes.length) throw new OsmInvalid(`the file is truncated: blob ${blobs + 1} needs ${headerEnd + size - bytes.length} more bytes`);
    at = headerEnd + size;
    blobs++;
  }
  if (blobs < 2) throw new OsmInvalid('the file holds no OpenStreetMap data blobs');
}

export function readExtract(bytes: Uint8Array): OsmData {
  checkFraming(bytes);
  let parsed: ReturnType<typeof tinyosmpbf>;
  try {
    parsed = tinyosmpbf(bytes);
  } catch (error) {
    throw new OsmInvalid(`the file could not be decoded: ${error instanceof Error ? error.message : String(error)}`);
  }
  const data: OsmData = { nodes: new Map(), ways: new Map(), relations: [] };
  for (const e of parsed.elements) {
    const tags = e.tags ?? {};
    if (e.type === 'node' && e.lat !== undefined && e.lon !== undefined) data.nodes.set(e.id, { id: e.id, lon: e.lon, lat: e.lat, tags });
    else if (e.type === 'way') data.ways.set(e.id, { id: e.id, nodes: e.nodes ?? [], tags });
    else if (e.type === 'relation') data.relations.push({ id: e.id, members: e.members ?? [], tags });
  }
  if (data.nodes.size === 0) throw new OsmInvalid('the file holds no nodes');
  return data;
}

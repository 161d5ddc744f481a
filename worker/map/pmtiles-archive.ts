import { gunzipSync } from 'node:zlib';
import { Compression, EtagMismatch, PMTiles, type RangeResponse, ResolvedValueCache, type Source, TileType } from 'pmtiles';
import { BasemapArchiveUnavailable } from '../errors';

// A PMTiles archive in the BASEMAPS bucket, read by range: the header and root directory once per
// isolate (the package's cache, which shares no promise between requests, as workers require), then
// ranged reads of leaf directories and tiles, neighbours joined. A replaced archive has a new etag: the stale
// cache is dropped and the read retried (the package does both on EtagMismatch).

/** The compressions an archive's tiles and directories may use (the Protomaps build and the builder's archives are gzip). */
const READABLE: ReadonlySet<Compression> = new Set([Compression.None, Compression.Unknown, Compression.Gzip]);

/**
 * Tiles and directories gunzipped in one synchronous call of the runtime's native zlib. The package's
 * own way, a DecompressionStream between two Responses per tile, cost a picture's eight tiles more in
 * streams and promises than in inflating.
 */
async function decompress(data: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  if (!READABLE.has(compression)) throw new Error(`compressed with ${Compression[compression]}: gzip or none`);
  if (compression !== Compression.Gzip) return data;
  const inflated = gunzipSync(new Uint8Array(data));
  return inflated.buffer.slice(inflated.byteOffset, inflated.byteOffset + inflated.byteLength) as ArrayBuffer;
}

/** Headers and directories of every archive this isolate has opened. */
const directories = new ResolvedValueCache(64, true, decompress);

/** Bytes between two reads that one R2 read may span rather than issue two: about a tile's worth. */
const JOIN_GAP = 64 * 1024;
/** The longest range one joined read asks for: a few dense tiles, far below an isolate's memory. */
const JOIN_SPAN = 4 * 1024 * 1024;

interface Wanted {
  offset: number;
  length: number;
  etag: string | undefined;
  resolve: (response: RangeResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * A pmtiles Source over one R2 object, for one request. A picture asks for its eight or so tiles at
 * once, and an archive stores neighbouring tiles next to each other (PMTiles orders them along a
 * Hilbert curve): the reads asked for in one turn of the event loop go out together, those near each
 * other as one ranged read sliced afterwards. Each R2 read is a subrequest and costs the worker CPU,
 * and a picture's were the largest part of it.
 */
class R2Source implements Source {
  private waiting: Wanted[] = [];

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setTimeout(() => this.send(), 0);
      this.waiting.push({ offset, length, etag, resolve, reject });
    });
  }

  /** The waiting reads in runs of neighbours with one etag, each run one R2 read. */
  private send(): void {
    const waiting = this.waiting.sort((a, b) => a.offset - b.offset);
    this.waiting = [];
    let run: Wanted[] = [];
    let end = 0;
    for (const wanted of waiting) {
      const first = run[0];
      if (first && (wanted.etag !== first.etag || wanted.offset - end > JOIN_GAP || wanted.offset + wanted.length - first.offset > JOIN_SPAN)) {
        void this.read(run, end);
        run = [];
      }
      end = run.length === 0 ? wanted.offset + wanted.length : Math.max(end, wanted.offset + wanted.length);
      run.push(wanted);
    }
    if (run.length > 0) void this.read(run, end);
  }

  /** One R2 read from the run's first offset to `end`, sliced into each read's bytes. */
  private async read(run: readonly Wanted[], end: number): Promise<void> {
    const { offset, etag } = run[0]!;
    const length = end - offset;
    try {
      const object = await this.bucket.get(this.key, { range: { offset, length }, ...(etag ? { onlyIf: { etagMatches: etag } } : {}) });
      if (!object) throw new BasemapArchiveUnavailable(this.key, 'not in the BASEMAPS bucket');
      if (!('body' in object)) throw new EtagMismatch();
      const data = await object.arrayBuffer();
      for (const read of run) read.resolve({ data: data.slice(read.offset - offset, read.offset - offset + read.length), etag: object.etag });
    } catch (error) {
      for (const read of run) read.reject(error);
    }
  }
}

/** How each tile type the map can draw is served: vector tiles for the basemap's layers, images as a raster layer. */
const ARCHIVE_FORMATS = {
  [TileType.Mvt]: { kind: 'vector', extension: 'pbf', contentType: 'application/vnd.mapbox-vector-tile' },
  [TileType.Png]: { kind: 'raster', extension: 'png', contentType: 'image/png' },
  [TileType.Jpeg]: { kind: 'raster', extension: 'jpg', contentType: 'image/jpeg' },
  [TileType.Webp]: { kind: 'raster', extension: 'webp', contentType: 'image/webp' },
} as const;

type ArchiveFormat = (typeof ARCHIVE_FORMATS)[keyof typeof ARCHIVE_FORMATS];

const formatOf = (type: TileType): ArchiveFormat | undefined => (Object.hasOwn(ARCHIVE_FORMATS, type) ? ARCHIVE_FORMATS[type as keyof typeof ARCHIVE_FORMATS] : undefined);

export interface OpenArchive {
  archive: PMTiles;
  format: ArchiveFormat;
  /** The archive's etag: tile URLs carry it, so a replaced archive is fetched anew. */
  version: string;
  minzoom: number;
  maxzoom: number;
  /** [west, south, east, north] the archive's header says its tiles cover. */
  bounds: [number, number, number, number];
}

/**
 * The archive under `key`, checked to hold tiles the map can draw: vector tiles (the Protomaps
 * basemap schema, drawn over the world basemap), or PNG, JPEG or WebP images. With
 * `revalidate` (the style, whose tile URLs carry the version) the bucket is asked for the current
 * etag first, since the cached header would otherwise name a replaced archive's until a tile read.
 */
export async function openArchive(bucket: R2Bucket, key: string, { revalidate = false } = {}): Promise<OpenArchive> {
  const source = new R2Source(bucket, key);
  if (revalidate) {
    const current = await bucket.head(key);
    if (!current) throw new BasemapArchiveUnavailable(key, 'not in the BASEMAPS bucket');
    const cached = await directories.getHeader(source).catch(() => undefined);
    if (cached && cached.etag !== current.etag) await directories.invalidate(source);
  }
  const archive = new PMTiles(source, directories, decompress);
  const header = await archive.getHeader().catch((error: unknown) => {
    if (error instanceof BasemapArchiveUnavailable) throw error;
    throw new BasemapArchiveUnavailable(key, error instanceof Error ? error.message : String(error));
  });
  const format = formatOf(header.tileType);
  if (!format) throw new BasemapArchiveUnavailable(key, `holds tile type ${header.tileType}, neither vector tiles nor PNG, JPEG or WebP images`);
  if (!READABLE.has(header.tileCompression)) throw new BasemapArchiveUnavailable(key, `holds tiles compressed with ${Compression[header.tileCompression]}: gzip or none`);
  const bounds: OpenArchive['bounds'] = [header.minLon, header.minLat, header.maxLon, header.maxLat];
  return { archive, format, version: header.etag ?? '', minzoom: header.minZoom, maxzoom: header.maxZoom, bounds };
}

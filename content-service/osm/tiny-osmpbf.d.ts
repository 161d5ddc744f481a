// tiny-osmpbf ships no types: the OSM JSON (Overpass) shape it returns, as far as the importer reads it.
declare module 'tiny-osmpbf' {
  interface OsmJsonElement {
    type: 'node' | 'way' | 'relation';
    id: number;
    tags?: Record<string, string>;
    lat?: number;
    lon?: number;
    nodes?: number[];
    members?: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[];
    timestamp?: string;
  }
  export default function tinyosmpbf(data: Uint8Array): { elements: OsmJsonElement[] };
}

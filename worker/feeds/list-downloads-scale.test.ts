import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedScaleContent } from '../../test/support/content-service/seed';
import { gateContent, removeContentGate } from '../../test/support/content-gate';
import { siteZone } from '../../test/support/worker-fetch';
import { MAX_DOWNLOAD_ENTRIES } from './index-entries';

// A whole list's downloads on a site larger than their cap, through the worker as deployed: streamed
// a content page at a time (several chunks, no length), GPX with every waypoint before any track as
// GPX 1.1 requires, and holding what the list's GeoJSON holds. gateway-town: no other test counts
// its entries; its map page is /getting-here.

const zone = siteZone('list-downloads-scale');
const SITE = 'gateway-town';
// Six in ten synthetic entries are places (points, and park areas as polygons): /places passes the cap.
const SYNTHETIC = 2_000;

interface Collection {
  features: { geometry: { type: string }; properties: { entry: string } }[];
}

async function streamed(path: string): Promise<{ res: Response; text: string; chunks: number }> {
  const res = await zone.fetch(SITE, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-length'), path).toBeNull();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks++;
    text += decoder.decode(read.value, { stream: true });
  }
  return { res, text: text + decoder.decode(), chunks };
}

function counts({ features }: Collection) {
  const points = features.filter((feature) => feature.geometry.type === 'Point').length;
  return { points, shapes: features.length - points };
}

function gpxCounts(gpx: string) {
  return { points: gpx.match(/<wpt /g)?.length ?? 0, shapes: gpx.match(/<trk>/g)?.length ?? 0 };
}

function expectGpxDocument(gpx: string) {
  expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Travel Guide" xmlns="http://www.topografix.com/GPX/1/1">\n<metadata>')).toBe(true);
  expect(gpx.endsWith('\n</gpx>')).toBe(true);
  expect(gpx.match(/<gpx /g)).toHaveLength(1);
  const lastWaypoint = gpx.lastIndexOf('<wpt ');
  const firstTrack = gpx.indexOf('<trk>');
  if (lastWaypoint >= 0 && firstTrack >= 0) expect(lastWaypoint).toBeLessThan(firstTrack);
}

beforeAll(async () => {
  await zone.register([SITE]);
  await seedScaleContent(env, SITE, SYNTHETIC);
}, 300_000);

afterEach(removeContentGate);

describe('downloads of a whole list past the cap', () => {
  // First, while no answer of the list is stored: its later content pages reach the service.
  it('sends the head of a GPX while later content pages of the list are still on their way', async () => {
    const laterPages = (url: URL) => url.pathname.endsWith('/entries') && Number(url.searchParams.get('page')) >= 2;
    const gate = gateContent(undefined, laterPages);
    try {
      const answer = zone.fetch(SITE, '/places/features.gpx');
      const res = await Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
      expect(res, 'the answer waited for the whole list').not.toBeNull();
      expect(res!.status).toBe(200);
      const reader = res!.body!.getReader();
      const decoder = new TextDecoder();
      expect(decoder.decode((await reader.read()).value)).toContain('<gpx version="1.1"');
      expect(decoder.decode((await reader.read()).value)).toContain('<wpt ');
      // The next chunk needs the list's second content page, which the gate holds.
      const rest = reader.read();
      await vi.waitFor(() => expect(gate.waiting()).toBeGreaterThan(0));
      gate.open();
      let tail = decoder.decode((await rest).value);
      for (let read = await reader.read(); !read.done; read = await reader.read()) tail += decoder.decode(read.value);
      expect(tail.endsWith('\n</gpx>')).toBe(true);
    } finally {
      gate.open();
    }
  });

  it("streams a list's GeoJSON up to the cap", async () => {
    const { res, text, chunks } = await streamed('/places/features.geojson');
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    expect(chunks).toBeGreaterThan(2);
    const entries = new Set((JSON.parse(text) as Collection).features.map((feature) => feature.properties.entry));
    expect(entries.size).toBe(MAX_DOWNLOAD_ENTRIES);
  });

  it("streams a list's GPX: waypoints then tracks, the same features as its GeoJSON", async () => {
    const geojson = counts(JSON.parse((await streamed('/places/features.geojson')).text) as Collection);
    expect(geojson.points).toBeGreaterThan(0);
    expect(geojson.shapes).toBeGreaterThan(0);
    const { res, text, chunks } = await streamed('/places/features.gpx');
    expect(res.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(chunks).toBeGreaterThan(2);
    expectGpxDocument(text);
    expect(gpxCounts(text)).toEqual(geojson);
  });

  it('leaves the points out of a GPX when asked, in one pass', async () => {
    const geojson = counts(JSON.parse((await streamed('/places/features.geojson?exclude=points')).text) as Collection);
    expect(geojson.points).toBe(0);
    const { text } = await streamed('/places/features.gpx?exclude=points');
    expectGpxDocument(text);
    expect(gpxCounts(text)).toEqual({ points: 0, shapes: geojson.shapes });
  });

  it("streams the map page's GPX over several content pages", async () => {
    const geojson = counts(JSON.parse((await streamed('/getting-here/features.geojson')).text) as Collection);
    expect(geojson.points + geojson.shapes).toBeGreaterThan(1_000);
    const { text, chunks } = await streamed('/getting-here/features.gpx');
    expect(chunks).toBeGreaterThan(2);
    expectGpxDocument(text);
    expect(gpxCounts(text)).toEqual(geojson);
  });
});

/// <reference types="node" />
// The feature downloads as a visitor gets them: clicked in a real browser (an index page's map
// download control, a trail page's actions, Alt-click for lines only), saved, validated against the
// GPX 1.1 schema shipped in the repo (test/schemas/gpx-1.1.xsd) with xmllint, read back with a
// maintained GPX reader (@tmcw/togeojson) and compared with the GeoJSON download of the same page:
// every point a waypoint and every line or ring a track segment, with the same names, coordinates and
// elevations.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/import-ts.mjs';
import { browserForFile } from './lib/browser';
import { firstDetailLink } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();
const SCHEMA = join(root, 'test/schemas/gpx-1.1.xsd');

type Position = number[];
interface Geometry {
  type: string;
  coordinates?: unknown;
  geometries?: Geometry[];
}
interface Feature {
  geometry: Geometry | null;
  properties: Record<string, unknown> | null;
}
interface Collection {
  type: string;
  features: Feature[];
}

/** What a GPX of these features must hold: a waypoint per point, a track of segments per feature with lines or rings. */
function expectedGpx(features: Feature[]) {
  const points = (g: Geometry): Position[] =>
    g.type === 'Point' ? [g.coordinates as Position] : g.type === 'MultiPoint' ? (g.coordinates as Position[]) : g.type === 'GeometryCollection' ? g.geometries!.flatMap(points) : [];
  const lines = (g: Geometry): Position[][] =>
    g.type === 'LineString'
      ? [g.coordinates as Position[]]
      : g.type === 'MultiLineString' || g.type === 'Polygon'
        ? (g.coordinates as Position[][])
        : g.type === 'MultiPolygon'
          ? (g.coordinates as Position[][][]).flat()
          : g.type === 'GeometryCollection'
            ? g.geometries!.flatMap(lines)
            : [];
  const name = (f: Feature) => (typeof f.properties?.text === 'string' && f.properties.text.trim() ? f.properties.text.trim() : undefined);
  const located = features.filter((f) => f.geometry);
  return {
    waypoints: located.flatMap((f) => points(f.geometry!).map((coordinates) => ({ name: name(f), coordinates }))),
    tracks: located.flatMap((f) => (lines(f.geometry!).length ? [{ name: name(f), segments: lines(f.geometry!) }] : [])),
  };
}

/** The GPX as the maintained reader sees it, in the same shape. */
function readGpx(text: string) {
  const read = gpx(new DOMParser().parseFromString(text, 'text/xml') as unknown as Document) as unknown as Collection;
  const name = (f: Feature) => (typeof f.properties?.name === 'string' ? f.properties.name : undefined);
  return {
    waypoints: read.features.filter((f) => f.geometry?.type === 'Point').map((f) => ({ name: name(f), coordinates: f.geometry!.coordinates as Position })),
    tracks: read.features
      .filter((f) => f.geometry && f.geometry.type !== 'Point')
      .map((f) => ({ name: name(f), segments: f.geometry!.type === 'LineString' ? [f.geometry!.coordinates as Position[]] : (f.geometry!.coordinates as Position[][]) })),
  };
}

function validateGpx(file: string): void {
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  expect(run.error, 'xmllint did not run (npm test installs libxml2-utils)').toBeUndefined();
  expect(run.status, `${file} against the GPX 1.1 schema:\n${run.stderr}`).toBe(0);
}

/** Clicks a download link as a visitor does and answers the saved file's path and text. */
async function save(page: Page, link: Locator, modifiers: ('Alt' | 'Shift')[] = []): Promise<{ path: string; text: string; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click({ modifiers })]);
  const path = await download.path();
  expect(await download.failure()).toBeNull();
  return { path, text: readFileSync(path, 'utf8'), name: download.suggestedFilename() };
}

async function open(site: string, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  expect((await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
  return page;
}

/** Saves both downloads of a scope and checks the GPX is valid and says what the GeoJSON says. */
async function roundTrip(page: Page, scope: string) {
  const geojson = await save(page, page.locator(`${scope} a[download][href*="features.geojson"]`).first());
  expect(geojson.name).toMatch(/\.geojson$/);
  const collection = JSON.parse(geojson.text) as Collection;
  expect(collection.type).toBe('FeatureCollection');
  const track = await save(page, page.locator(`${scope} a[download][href*="features.gpx"]`).first());
  expect(track.name).toMatch(/\.gpx$/);
  validateGpx(track.path);
  const expected = expectedGpx(collection.features);
  expect(readGpx(track.text)).toEqual(expected);
  return { expected, gpxText: track.text };
}

describe('feature downloads in a browser: GPX 1.1 valid and the same features as the GeoJSON', () => {
  it("an index page's map control: every trail a track, every point a waypoint, elevations kept", async () => {
    const page = await open('valley-trails', '/trails');
    const { expected, gpxText } = await roundTrip(page, '.map-slot__downloads');
    expect(expected.tracks.length).toBeGreaterThan(1);
    expect(expected.tracks.every((t) => t.name)).toBe(true);
    expect(expected.tracks.some((t) => t.segments.some((s) => s.some((p) => p.length === 3)))).toBe(true);
    expect(gpxText).toMatch(/<trkpt [^>]+><ele>/);
    await page.close();
  });

  it("Alt-click on the map page's control leaves the points out, and the file stays valid", async () => {
    const page = await open('islands', '/map');
    const all = await roundTrip(page, '.map-slot__downloads');
    expect(all.expected.waypoints.length).toBeGreaterThan(0);
    expect(all.expected.tracks.length).toBeGreaterThan(0);
    const linesOnly = await save(page, page.locator('.map-slot__downloads a[href*="features.gpx"]').first(), ['Alt']);
    validateGpx(linesOnly.path);
    const read = readGpx(linesOnly.text);
    expect(read.waypoints).toEqual([]);
    expect(read.tracks).toEqual(all.expected.tracks);
    await page.close();
  });

  it("a trail page's actions: its route as one named track, in the page's GeoJSON too", async () => {
    const index = await open('valley-trails', '/trails');
    const detail = firstDetailLink(await index.content());
    await index.close();
    expect(detail, 'no trail linked from /trails').toBeTruthy();
    const page = await open('valley-trails', detail!);
    const title = ((await page.locator('main h1').first().textContent()) ?? '').trim();
    // The GPX is in the row, the GeoJSON one tap away in the share panel.
    await page.locator('.entry-actions .share-sheet > summary').click();
    const { expected } = await roundTrip(page, '.entry-actions');
    expect(expected.tracks.map((t) => t.name)).toContain(title);
    await page.close();
  });

  it('a list of points only (islands places): waypoints with their names, no tracks', async () => {
    const page = await open('islands', '/places');
    const { expected } = await roundTrip(page, '.map-slot__downloads');
    expect(expected.waypoints.length).toBeGreaterThan(2);
    expect(expected.waypoints.every((w) => w.name)).toBe(true);
    await page.close();
  });
});

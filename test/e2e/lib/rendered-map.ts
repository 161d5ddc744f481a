/// <reference types="node" />
// What the started interactive map drew, as maplibre itself reports it (queryRenderedFeatures), and what
// the worker-drawn picture drew, read from its SVG: the layers of a basemap archive in the Protomaps
// schema (paths, woods, buildings, names). The product keeps its map to itself, so the page's maplibre
// map is caught as maplibre makes it (an init script, before any of the page's code runs).
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page's window once `catchMaps` ran: every maplibre map made in it, the newest last. */
type CaughtWindow = Window & { __maps?: MaplibreMap[] };

/**
 * Keeps every maplibre map the page makes on `window.__maps`. maplibre's constructor assigns
 * `_imageQueueHandle` on the map alone; a setter of that name on Object.prototype sees the map once and
 * turns the property back into a plain one.
 */
export async function catchMaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = '_imageQueueHandle';
    Object.defineProperty(Object.prototype, key, {
      configurable: true,
      set(this: object, value: unknown) {
        Object.defineProperty(this, key, { value, writable: true, configurable: true, enumerable: true });
        const caught = window as CaughtWindow;
        caught.__maps = [...(caught.__maps ?? []), this as MaplibreMap];
      },
    });
  });
}

/** Counts of the archive's features maplibre drew in its view, by what a walker looks for, and its zoom. */
export interface Drawn {
  zoom: number;
  paths: number;
  woods: number;
  buildings: number;
  /** Names placed on the map (symbols that passed the collision pass), a few of them. */
  names: string[];
  /** Every point of interest named on the map (its placed symbols from the archive's pois). */
  pois: string[];
}

/** Resolves once the newest map has stopped moving and every tile it needs has loaded and drawn. */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as CaughtWindow).__maps!.at(-1)!;
        if (!map.isMoving() && map.loaded()) resolve();
        else map.once('idle', () => resolve());
      }),
  );
}

/** What the newest map drew from the archive source in its view, once it has settled. */
export async function drawnFeatures(page: Page): Promise<Drawn> {
  await settled(page);
  return page.evaluate(() => {
    const map = (window as CaughtWindow).__maps!.at(-1)!;
    const archive = map.queryRenderedFeatures().filter((feature) => feature.source === 'archive');
    const count = (accept: (layer: string | undefined, kind: unknown) => boolean) => archive.filter((feature) => accept(feature.sourceLayer, feature.properties.kind)).length;
    const names = archive.filter((feature) => feature.layer.type === 'symbol' && typeof feature.properties.name === 'string').map((feature) => String(feature.properties.name));
    return {
      zoom: map.getZoom(),
      paths: count((layer, kind) => layer === 'roads' && kind === 'path'),
      woods: count((layer, kind) => (layer === 'landuse' || layer === 'landcover') && (kind === 'wood' || kind === 'forest')),
      buildings: count((layer) => layer === 'buildings'),
      names: [...new Set(names)].slice(0, 5),
      pois: [...new Set(archive.filter((feature) => feature.sourceLayer === 'pois' && typeof feature.properties.name === 'string').map((feature) => String(feature.properties.name)))],
    };
  });
}

/** A cluster the newest map drew: its count and where its centre stands in the map's box, in CSS pixels. */
export interface DrawnCluster {
  count: number;
  x: number;
  y: number;
}

/** The clusters of the page's points the newest map drew in its view, once it has settled. */
export async function drawnClusters(page: Page, layer: string): Promise<DrawnCluster[]> {
  await settled(page);
  return page.evaluate((id) => {
    const map = (window as CaughtWindow).__maps!.at(-1)!;
    return map.queryRenderedFeatures({ layers: [id] }).map((feature) => {
      const { x, y } = map.project((feature.geometry as GeoJSON.Point).coordinates as [number, number]);
      return { count: Number(feature.properties.point_count), x, y };
    });
  }, layer);
}

/** Zooms the newest map in by one step with its own "Zoom in" control, as a visitor does, and waits until it settled there. */
export async function zoomInOnce(page: Page): Promise<void> {
  const from = await page.evaluate(() => (window as CaughtWindow).__maps!.at(-1)!.getZoom());
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => page.evaluate(() => (window as CaughtWindow).__maps!.at(-1)!.getZoom()), { timeout: 10_000 }).toBeCloseTo(from + 1, 3);
  await settled(page);
}

/** Every kind a walker looks for is drawn: paths, woods, buildings and at least one name. */
export function expectTrailDetail(drawn: Drawn): void {
  const summary = JSON.stringify(drawn);
  expect(drawn.paths, summary).toBeGreaterThan(0);
  expect(drawn.woods, summary).toBeGreaterThan(0);
  expect(drawn.buildings, summary).toBeGreaterThan(0);
  expect(drawn.names.length, summary).toBeGreaterThan(0);
}

/** The outdoor look's fill for woods and forests in `landuse_park` (core/map/hikers-look.ts), as the picture writes it. */
const WOOD_FILLS = ['#a8d39c'];

/** The layers a picture's SVG drew, by the style layer each shape came from, with their fills and names. */
export function expectPictureDetail(svg: string): void {
  const drawn = (layer: string) => new RegExp(`<path d="[^"]+"[^>]* data-layer="${layer}"`).test(svg);
  expect(drawn('roads_other'), 'paths (roads_other)').toBe(true);
  expect(drawn('buildings'), 'buildings').toBe(true);
  const woods = [...svg.matchAll(/<path d="[^"]+" fill="(#[0-9a-f]{6})"[^>]* data-layer="landuse_park"/g)].map((match) => match[1]);
  expect(
    woods.some((fill) => WOOD_FILLS.includes(fill!)),
    `woods among the landuse_park fills ${woods.join(', ')}`,
  ).toBe(true);
  // Names of the basemap's own layers (places, roads, water), not the scale bar or the credit.
  const names = [...svg.matchAll(/<text [^>]*data-layer="(places_[a-z]+|roads_labels_[a-z]+|water_[a-z_]+)"[^>]*>([^<]+)<\/text>/g)];
  expect(names.length, 'names in the picture').toBeGreaterThan(0);
}

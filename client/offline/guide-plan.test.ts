import { describe, expect, it } from 'vitest';
import { basemapPlan, buildFiles, estimateBytes, GUIDE_BUDGET_BYTES, isStale, keepDeepestThatFit, maplibreChunk, pageParts, type SizedTile, withinBudget } from './guide-plan';
import { padBounds, tilesCovering } from '../../core/map/tile-cover';

// The cap, the per-tile estimate and the refresh age of docs/decisions/037-saved-guides.md.
const MAX_GUIDE_TILES = 1500;
const AVERAGE_TILE_BYTES = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const origin = 'http://valley-trails.localhost:8787';
const props = { features: '/trails/ridge-loop/features.geojson', style: '/map/style.json', settings: { zoom: { initial: 10 } } };
const html = `<!doctype html><html><head><title>Ridge Loop · Valley Trails</title>
<link rel="stylesheet" href="/styles/site-AAAAAAAA.css"><link rel="stylesheet" href="/theme.css?v=1"><link rel="icon" href="/favicon.svg">
<script type="module" src="/assets/main-BBBBBBBB.js"></script></head><body>
<picture><source media="(max-width: 40em)" srcset="/trails/ridge-loop/map.svg?layout=entry&amp;frame=narrow" width="400" height="300"><img class="feature-map__picture" src="/trails/ridge-loop/map.svg?layout=entry" alt=""></picture>
<img src="/images/valley/ridge.jpg?w=800&amp;h=600" alt="Ridge"><img src="https://cdn.elsewhere.example/x.jpg" alt="">
<a href="/trails/ridge-loop/features.gpx" download>GPX</a><a href="/trails">Trails</a>
<div data-island="map"></div><script type="application/json" data-island-props="map">${JSON.stringify(props)}</script></body></html>`;

describe('pageParts', () => {
  it("keeps the page's pictures (its static map in both its frames among them), own scripts, stylesheets and downloads, never another host's", () => {
    const parts = pageParts(html, `${origin}/trails/ridge-loop`);
    expect(parts?.title).toBe('Ridge Loop');
    expect(parts?.map).toEqual({ features: `${origin}/trails/ridge-loop/features.geojson`, style: `${origin}/map/style.json?style=outdoor`, zoom: 10 });
    expect(parts?.files.sort()).toEqual(
      [
        `${origin}/trails/ridge-loop/map.svg?layout=entry`,
        `${origin}/trails/ridge-loop/map.svg?layout=entry&frame=narrow`,
        `${origin}/images/valley/ridge.jpg?w=800&h=600`,
        `${origin}/assets/main-BBBBBBBB.js`,
        `${origin}/styles/site-AAAAAAAA.css`,
        `${origin}/theme.css?v=1`,
        `${origin}/trails/ridge-loop/features.gpx`,
      ].sort(),
    );
  });

  it('has nothing to save on a page without a map', () => {
    expect(pageParts('<html><head><title>About</title></head><body><img src="/a.png" alt=""></body></html>', `${origin}/about`)).toBeUndefined();
  });
});

const style = {
  version: 8,
  glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf?v=abc`,
  metadata: { 'travel-guide:fonts': { regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' } },
  sources: { basemap: { type: 'vector', tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf?v=abc`], minzoom: 0, maxzoom: 12 } },
  layers: [
    { id: 'bg', type: 'background' },
    { id: 'labels', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } },
  ],
};

/** The world basemap's part of a plan, as the plan before archives had it. */
const basemapTiles = (styleJson: unknown, bounds: [number, number, number, number], zoom: number) => {
  const plan = basemapPlan(styleJson, bounds, zoom);
  return { tiles: plan.world.tiles, zooms: plan.world.zooms, glyphs: plan.styleFiles, archive: plan.archive };
};

describe('basemapPlan', () => {
  it("lists the area's tiles from the regional zoom to the source's deepest, and the fonts' basic Latin glyphs", () => {
    const { tiles, glyphs, zooms, archive } = basemapTiles(style, [8.5, 47.3, 8.6, 47.4], 10);
    expect(archive).toBeUndefined();
    expect(zooms).toEqual([8, 12]);
    expect(tiles[0]).toMatch(new RegExp(`^${origin}/map/tiles/8/\\d+/\\d+\\.pbf\\?v=abc$`));
    expect(tiles.some((tile) => tile.includes('/tiles/12/'))).toBe(true);
    expect(glyphs.sort()).toEqual(
      [
        `${origin}/map/glyphs/Noto%20Sans%20Bold/0-255.pbf?v=abc`,
        `${origin}/map/glyphs/Noto%20Sans%20Bold/256-511.pbf?v=abc`,
        `${origin}/map/glyphs/Noto%20Sans%20Regular/0-255.pbf?v=abc`,
        `${origin}/map/glyphs/Noto%20Sans%20Regular/256-511.pbf?v=abc`,
      ].sort(),
    );
  });

  it('starts from the site map zoom when it opens wider than the regional zoom, and caps the count', () => {
    expect(basemapTiles(style, [8.5, 47.3, 8.6, 47.4], 5.5).zooms[0]).toBe(5);
    const wide = basemapTiles({ ...style, sources: { basemap: { ...style.sources.basemap, maxzoom: 18 } } }, [5, 45, 11, 48], 6);
    expect(wide.tiles.length).toBeLessThanOrEqual(MAX_GUIDE_TILES);
    expect(wide.zooms[1]).toBeLessThan(18);
    // The cap is what stopped it: one zoom deeper would have passed it.
    const deeper = basemapTiles({ ...style, sources: { basemap: { ...style.sources.basemap, maxzoom: wide.zooms[1] + 1 } } }, [5, 45, 11, 48], 6);
    expect(deeper.zooms[1]).toBe(wide.zooms[1]);
    // The area padded by a quarter of its size (docs/decisions/037-saved-guides.md), one zoom deeper.
    const next = tilesCovering(padBounds([5, 45, 11, 48], 0.25), wide.zooms[1] + 1, wide.zooms[1] + 1, Number.POSITIVE_INFINITY);
    expect(wide.tiles.length + next.tiles.length).toBeGreaterThan(MAX_GUIDE_TILES);
  });

  it("keeps a shallow basemap's deepest zoom, which the map stretches past it", () => {
    const shallow = basemapTiles({ ...style, sources: { basemap: { ...style.sources.basemap, maxzoom: 6 } } }, [-77.9, 42.6, -77.7, 42.9], 10);
    expect(shallow.zooms).toEqual([6, 6]);
    expect(shallow.tiles).toEqual([`${origin}/map/tiles/6/18/23.pbf?v=abc`]);
  });

  it('refuses what is not a style', () => {
    expect(() => basemapTiles({ layers: 'x' }, [0, 0, 1, 1], 8)).toThrow(/not a style/);
  });

  it('keeps the sprite sheets the style names, at 1x and 2x, beside the glyphs', () => {
    const plan = basemapPlan({ ...style, sprite: `${origin}/map/sprites/outdoor?v=abc` }, [8.5, 47.3, 8.6, 47.4], 10);
    expect(plan.styleFiles.filter((file) => file.includes('/sprites/'))).toEqual(['.json', '.png', '@2x.json', '@2x.png'].map((suffix) => `${origin}/map/sprites/outdoor${suffix}?v=abc`));
    const many = basemapPlan({ ...style, glyphs: undefined, sprite: [{ id: 'default', url: `${origin}/map/sprites/a` }] }, [8.5, 47.3, 8.6, 47.4], 10);
    expect(many.styleFiles).toEqual([`${origin}/map/sprites/a.json`, `${origin}/map/sprites/a.png`, `${origin}/map/sprites/a@2x.json`, `${origin}/map/sprites/a@2x.png`]);
  });
});

/** A site whose variant draws its PMTiles archive to zoom 15 over the world basemap below zoom 10. */
const archiveTemplate = `${origin}/map/archive/outdoor/{z}/{x}/{y}.pbf?v=etag1`;
const twoSources = {
  ...style,
  sources: {
    world: { type: 'vector', tiles: [`${origin}/map/tiles/{z}/{x}/{y}.pbf?v=abc`], minzoom: 0, maxzoom: 12 },
    archive: { type: 'vector', tiles: [archiveTemplate], minzoom: 10, maxzoom: 15 },
  },
};
const route: [number, number, number, number] = [9.52, 47.12, 9.54, 47.14];

describe('basemapPlan with an archive', () => {
  it("keeps the world basemap to its own deepest, under the archive's zooms too, and asks the worker to size the archive's tiles to its deepest", () => {
    const plan = basemapPlan(twoSources, route, 10);
    // maplibre draws the world's layers under the archive's, so it asks for the world's tiles at the archive's zooms as well.
    expect(plan.world.zooms).toEqual([8, 12]);
    expect(new Set(plan.world.tiles.map((tile) => /\/map\/tiles\/(\d+)\//.exec(tile)?.[1]))).toEqual(new Set(['8', '9', '10', '11', '12']));
    const area = padBounds(route, 0.25);
    expect(plan.archive).toMatchObject({ template: archiveTemplate, zooms: [10, 15], maxzoom: 15 });
    const sizes = new URL(plan.archive!.sizes);
    expect(`${sizes.origin}${sizes.pathname}`).toBe(`${origin}/map/archive/outdoor/sizes`);
    expect(Object.fromEntries(sizes.searchParams)).toEqual({ v: 'etag1', bbox: area.join(','), minzoom: '10', maxzoom: '15' });
  });

  it('keeps only the archive when it starts at the regional zoom, and stops short where the tile cap would pass', () => {
    const alone = basemapPlan({ ...style, sources: { archive: { type: 'raster', tiles: [archiveTemplate.replace('.pbf', '.png')], minzoom: 0, maxzoom: 15 } } }, route, 10);
    expect(alone.world.tiles).toEqual([]);
    expect(alone.archive?.zooms).toEqual([8, 15]);
    const long = basemapPlan(twoSources, [8, 46, 10, 48], 10);
    expect(long.archive!.zooms[1]).toBeLessThan(15);
    expect(long.world.tiles.length + tilesCovering(padBounds([8, 46, 10, 48], 0.25), 10, long.archive!.zooms[1], Number.POSITIVE_INFINITY).tiles.length).toBeLessThanOrEqual(MAX_GUIDE_TILES);
  });
});

/** Every tile of `zooms` over the route's padded area, each of `bytes(z)` bytes: a dense archive. */
function archiveSizes(zooms: number[], bytes: (z: number, x: number, y: number) => number, held: (z: number, x: number, y: number) => boolean = () => true): SizedTile[] {
  const area = padBounds(route, 0.25);
  return zooms.flatMap((z) =>
    tilesCovering(area, z, z, Number.POSITIVE_INFINITY)
      .tiles.filter((tile) => held(tile.z, tile.x, tile.y))
      .map(({ x, y }): SizedTile => [z, x, y, bytes(z, x, y)]),
  );
}

describe('keepDeepestThatFit', () => {
  it('keeps every zoom of a sparse archive that fits, each tile at its exact size', () => {
    // Only every third tile held, small: all zooms fit.
    const sizes = archiveSizes(
      [10, 11, 12, 13, 14, 15],
      (z, x, y) => 1000 + z * 10 + ((x + y) % 7),
      (_z, x, y) => (x + y) % 3 === 0,
    );
    const kept = keepDeepestThatFit(archiveTemplate, sizes, 9_000_000);
    expect(kept.cut).toBe(false);
    expect(kept.zoom).toBe(15);
    expect(kept.bytes).toBe(sizes.reduce((sum, tile) => sum + tile[3], 0));
    expect(kept.tiles.size).toBe(sizes.length);
    const [z, x, y, bytes] = sizes.at(-1)!;
    expect(kept.tiles.get(`${origin}/map/archive/outdoor/${z}/${x}/${y}.pbf?v=etag1`)).toBe(bytes);
  });

  it('keeps the deepest zooms of a dense archive that fit the room and says it cut', () => {
    // Dense: 60 KB a tile. Zooms 10 to 14 fit 9 MB, zoom 15 (four times 14's count) does not.
    const sizes = archiveSizes([10, 11, 12, 13, 14, 15], () => 60_000);
    const perZoom = (z: number) => sizes.filter((tile) => tile[0] === z).length * 60_000;
    const upTo14 = [10, 11, 12, 13, 14].reduce((sum, z) => sum + perZoom(z), 0);
    const room = upTo14 + perZoom(15) - 1;
    const kept = keepDeepestThatFit(archiveTemplate, sizes, room);
    expect(kept).toMatchObject({ zoom: 14, cut: true, bytes: upTo14 });
    expect([...kept.tiles.keys()].some((url) => url.includes('/outdoor/15/'))).toBe(false);
    // With a byte more room, zoom 15 fits too.
    expect(keepDeepestThatFit(archiveTemplate, sizes, room + 1)).toMatchObject({ zoom: 15, cut: false });
    // Not even the shallowest zoom fits: it is kept, and the size says the guide cannot be saved.
    const tight = keepDeepestThatFit(archiveTemplate, sizes, 1000);
    expect(tight).toMatchObject({ zoom: 10, cut: true, bytes: perZoom(10) });
  });
});

describe('buildFiles and maplibreChunk', () => {
  const manifest = { scripts: ['/assets/main-B.js'], styles: ['/styles/site-A.css'], chunks: { 'map-C.js': '/assets/map-C.js', 'maplibre-map-D.js': '/assets/maplibre-map-D.js' } };
  it("keeps the build's files and what the maplibre chunk loads by URL (its worker and stylesheet)", () => {
    expect(maplibreChunk(manifest)).toBe('/assets/maplibre-map-D.js');
    const chunk = 'var a="/assets/maplibre-gl-E.css";var b="/assets/maplibre-gl-worker-F.mjs";';
    expect(buildFiles(manifest, chunk, origin).sort()).toEqual(
      ['/assets/main-B.js', '/styles/site-A.css', '/assets/map-C.js', '/assets/maplibre-map-D.js', '/assets/maplibre-gl-E.css', '/assets/maplibre-gl-worker-F.mjs']
        .map((path) => `${origin}${path}`)
        .sort(),
    );
    expect(maplibreChunk({ chunks: {} })).toBeUndefined();
  });
});

describe('the budget', () => {
  it('estimates the known files plus an average per tile, and refuses past 10 MB', () => {
    expect(estimateBytes(2_000_000, 100)).toBe(2_000_000 + 100 * AVERAGE_TILE_BYTES);
    expect(GUIDE_BUDGET_BYTES).toBe(10 * 1024 * 1024);
    expect(withinBudget(GUIDE_BUDGET_BYTES)).toBe(true);
    expect(withinBudget(GUIDE_BUDGET_BYTES + 1)).toBe(false);
    // The tile cap at the average size fits the budget by itself.
    expect(withinBudget(estimateBytes(0, MAX_GUIDE_TILES))).toBe(true);
  });
});

describe('isStale', () => {
  it('refreshes a guide of another build at once, and any guide after a day', () => {
    const now = 1_800_000_000_000;
    expect(isStale({ build: '/assets/main-A.js', savedAt: now - 1000 }, '/assets/main-A.js', now)).toBe(false);
    expect(isStale({ build: '/assets/main-A.js', savedAt: now - 1000 }, '/assets/main-B.js', now)).toBe(true);
    expect(isStale({ build: '/assets/main-A.js', savedAt: now - DAY_MS }, undefined, now)).toBe(true);
    expect(isStale({ build: '/assets/main-A.js', savedAt: now - DAY_MS + 1 }, undefined, now)).toBe(false);
  });
});

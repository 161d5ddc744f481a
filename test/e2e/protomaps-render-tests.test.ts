/// <reference types="node" />
// The OpenStreetMap archive builder against the Protomaps basemap schema's own render tests
// (test/fixtures/protomaps-render-tests/, docs/decisions/050-osm-basemap-builder.md): each test's
// extract built into an archive by `npm run basemap:build`'s code, drawn by the maplibre the product
// ships with the `@protomaps/basemaps` layers of the test's flavour and language at the test's camera
// and size, as the reference's runner draws it, and compared pixel by pixel with the picture maplibre
// drew from the reference tiler's archive.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { StyleSpecification } from 'maplibre-gl';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { root } from '../../scripts/lib/import-ts.mjs';
import { cachedOsmBasemap } from '../../scripts/osm-basemap/cached-archive.mjs';
import { browserForFile } from './lib/browser';
import { type RenderTestServer, startRenderTestServer } from './lib/render-test-server';
import { e2eStack, originOf } from './lib/stack';

const FIXTURES = join(root, 'test/fixtures/protomaps-render-tests');
const OUT = join(root, '.tmp/protomaps-render-tests');

/**
 * The render tests whose layers the builder makes, and how each is judged (decision 050 lists the
 * tests left out and why). A pixel differs when one of its channels is off by more than
 * CHANNEL_TOLERANCE (5 %), and at most `allowed` of the pixels may. Pictures of shapes are compared
 * as drawn, half a percent allowed: an outline a pixel off along its length where geojson-vt
 * simplifies a polygon otherwise than the reference tiler. A picture whose subject is a label is
 * compared after blurring both by `blur` pixels, which keeps a label's place and size but not the
 * antialiasing of its letters (the product's glyphs come from its own distance-field generator, not
 * the reference's), with an allowance below what the label alone covers: a missing or displaced
 * label fails.
 */
const SHAPES = { blur: 0, allowed: 0.005 };
const COVERED: Record<string, { blur: number; allowed: number }> = {
  'buildings/railway': SHAPES,
  'landuse/aeroway': SHAPES,
  'landuse/grassland': SHAPES,
  'roads/access-no': SHAPES,
  // Nothing drawn: a platform's edge is no railway.
  'roads/railway-platform-edge': SHAPES,
  // The small house number covers 34 pixels (0.05 %) blurred by one.
  'buildings/number': { blur: 1, allowed: 0.0002 },
  // The quarter's name covers 1.2 % blurred by two.
  'places/macrohood': { blur: 2, allowed: 0.005 },
};
const CHANNEL_TOLERANCE = 13;

/** The parts of a render test's style.json its runner reads: the camera, the picture's size, the flavour and language. */
const testStyle = z.object({
  metadata: z.object({
    test: z.object({ width: z.number().int().positive(), height: z.number().int().positive(), flavor: z.string(), lang: z.string() }),
  }),
  center: z.tuple([z.number(), z.number()]),
  zoom: z.number(),
});

const nameOf = (id: string) => id.replace('/', '-');

/**
 * The style the reference's runner builds for a test, with the product's glyphs and sprite for the
 * reference's hosted ones and the test's archive as the source. The `earth` fill is left out: the
 * reference tiler drew these pictures with empty land polygons, so its archive has no land; this
 * builder has no coastline input and writes the extract's box as land.
 */
function styleOf(id: string, origin: string) {
  const file = join(FIXTURES, id, 'style.json');
  const parsed = testStyle.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { metadata, center, zoom } = parsed.data;
  const style: StyleSpecification = {
    version: 8,
    center,
    zoom,
    glyphs: `${origin}/map/glyphs/{fontstack}/{range}.pbf`,
    sprite: `${origin}/map/sprite/sprite`,
    sources: { protomaps: { type: 'vector', url: `pmtiles://${origin}/archives/${nameOf(id)}.pmtiles` } },
    layers: layers('protomaps', namedFlavor(metadata.test.flavor), { lang: metadata.test.lang }).filter((layer) => layer.id !== 'earth'),
  };
  return { style, width: metadata.test.width, height: metadata.test.height };
}

/** maplibre and the pmtiles protocol, loaded once into the page as its own modules. */
async function prepare(page: Page) {
  await page.addScriptTag({ url: '/pmtiles.js' });
  await page.addScriptTag({
    type: 'module',
    content: ["import * as maplibregl from '/maplibre/maplibre-gl.mjs';", 'maplibregl.addProtocol("pmtiles", new pmtiles.Protocol().tile);', 'globalThis.renderTestMaplibre = maplibregl;'].join('\n'),
  });
  await page.waitForFunction(() => 'renderTestMaplibre' in globalThis);
  await page.evaluate(() => {
    document.body.style.margin = '0';
  });
}

/** The map drawn at the style's camera in a box of the test's size, as PNG bytes. */
async function draw(page: Page, { style, width, height }: ReturnType<typeof styleOf>): Promise<Buffer> {
  // The style travels as JSON text: Playwright's type for a serialisable argument recurses through
  // the style specification's types past the compiler's depth.
  await page.evaluate(
    async ({ json, width, height }) => {
      const style: StyleSpecification = JSON.parse(json);
      const { renderTestMaplibre: maplibregl } = globalThis as unknown as { renderTestMaplibre: typeof import('maplibre-gl') };
      const container = document.createElement('div');
      container.id = 'map';
      container.style.width = `${width}px`;
      container.style.height = `${height}px`;
      document.body.replaceChildren(container);
      const map = new maplibregl.Map({ container, style, interactive: false, attributionControl: false, pixelRatio: 1, fadeDuration: 0 });
      await map.once('idle');
      Object.assign(globalThis, { renderTestMap: map });
    },
    { json: JSON.stringify(style), width, height },
  );
  const png = await page.locator('#map').screenshot();
  await page.evaluate(() => (globalThis as unknown as { renderTestMap: import('maplibre-gl').Map }).renderTestMap.remove());
  return png;
}

async function rgba(png: Buffer | string, blur: number) {
  const image = sharp(png).ensureAlpha();
  const { data, info } = await (blur > 0 ? image.blur(blur) : image).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of pixels that differ, and a picture of where (red) for a failing test's report. */
async function difference(actual: Buffer, expectedFile: string, blur: number) {
  const [drawn, expected] = await Promise.all([rgba(actual, blur), rgba(expectedFile, blur)]);
  expect([drawn.width, drawn.height], 'the picture has the reference picture size').toEqual([expected.width, expected.height]);
  const marks = Buffer.from(expected.data);
  let differing = 0;
  for (let i = 0; i < expected.data.length; i += 4) {
    const off = [0, 1, 2].some((channel) => Math.abs(drawn.data[i + channel]! - expected.data[i + channel]!) > CHANNEL_TOLERANCE);
    if (!off) continue;
    differing += 1;
    marks.set([255, 0, 0, 255], i);
  }
  const diff = await sharp(marks, { raw: { width: expected.width, height: expected.height, channels: 4 } })
    .png()
    .toBuffer();
  return { share: differing / (expected.width * expected.height), diff };
}

const stack = e2eStack();
const browser = browserForFile({ serviceWorkers: 'block' });

describe('the OSM archive builder draws as the Protomaps reference tiler does', () => {
  let server: RenderTestServer;
  let page: Page;

  beforeAll(async () => {
    const archives = new Map(
      await Promise.all(Object.keys(COVERED).map(async (id) => [nameOf(id), readFileSync((await cachedOsmBasemap({ input: join(FIXTURES, id, 'input.osm.pbf') })).file)] as const)),
    );
    server = await startRenderTestServer(archives, originOf(stack, 'liechtenstein'));
    page = await browser.context.newPage();
    await page.goto(`${server.origin}/`);
    await prepare(page);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it.each(Object.keys(COVERED))('%s', async (id) => {
    const { blur, allowed } = COVERED[id]!;
    const png = await draw(page, styleOf(id, server.origin));
    const { share, diff } = await difference(png, join(FIXTURES, id, 'expected.png'), blur);
    const out = join(OUT, id);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'actual.png'), png);
    writeFileSync(join(out, 'diff.png'), diff);
    expect(share, `differing pixels of ${id} (the picture and its differences in ${out})`).toBeLessThanOrEqual(allowed);
  });
});

import { env } from 'cloudflare:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedScaleContent } from '../../test/support/content-service/seed';
import { sign } from '../../core/content-signature';
import type { DownloadFeature } from '../../core/geometry/download';
import { basemapLayers } from '../../core/map/basemap-layers';
import { basemapPalette } from '../../core/map/palettes';
import { NARROW_SIZES, STATIC_MAP_SIZES } from '../../core/map/static/sizes';
import { staticMapCamera, staticMapScene } from '../../core/map/static/static-map';
import { StaticMapSvg } from '../../ui/components/StaticMapSvg';
import { decodeProps } from '../../ui/islands/island-protocol';
import type { FeatureMapProps, PictureView } from '../../ui/islands/map-props';
import { environmentOf } from '../env';
import { siteZone } from '../../test/support/worker-fetch';

// The static maps as a page's <img> reaches them: through the worker as deployed, drawn from the
// offline basemap's tiles (dist/map, built by npm run build) and the demo content.

const zone = siteZone('static-map');
const get = (path: string, init?: RequestInit) => zone.fetch('islands', path, init);

const TRAIL = 'trail-mount-pirata-trail';
const OTHER_TRAIL = 'itinerary-a-perfect-beach-day';

async function pagePath(id: string): Promise<string> {
  return (await get(`/entries/x/${id}`)).headers.get('location')!;
}

async function svgOf(path: string): Promise<{ res: Response; svg: string }> {
  const res = await get(path);
  return { res, svg: await res.text() };
}

/** The attributes of the elements one layer drew. */
const drawn = (svg: string, layer: string) => [...svg.matchAll(new RegExp(`<(path|circle|text|g) ([^>]*)data-layer="${layer}"`, 'g'))].map((m) => m[2]!);
const attr = (element: string, name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(element)?.[1];

/** The map island's props in a page: what the interactive map opens with. */
function mapProps(html: string): FeatureMapProps {
  const raw = /<script type="application\/json" data-island-props="map">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return decodeProps(raw) as unknown as FeatureMapProps;
}

/** Web mercator on 512 px tiles, written out here on its own: a position's world pixel at a zoom. */
const worldPixel = ([lng, lat]: readonly number[], zoom: number) => {
  const scale = 512 * 2 ** zoom;
  return [((lng! + 180) / 360) * scale, (0.5 - Math.log(Math.tan(Math.PI / 4 + (lat! * Math.PI) / 360)) / (2 * Math.PI)) * scale];
};

/** Where the island's camera puts a position in a box of the picture's size. */
function pictureProjection({ camera: { center, zoom }, width, height }: PictureView) {
  const [cx, cy] = worldPixel(center, zoom);
  return (position: readonly number[]) => {
    const [x, y] = worldPixel(position, zoom);
    return [x! - cx! + width / 2, y! - cy! + height / 2];
  };
}

async function purgeSite(site: string) {
  const body = { scope: 'site' };
  const time = String(Math.round(Date.now() / 1000));
  const signature = await sign(environmentOf(env).secretsOf(site).webhookSecret!, body, time);
  const res = await zone.fetch(site, '/__ops/purge', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': time, 'X-Webhook-Signature': signature },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(202);
}

describe('GET {page}/map.svg', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  // The islands' made-up trails lie off the coast at the zoom a trail opens at: their pictures are all
  // sea. The trails list, which opens on the islands, is where the world basemap's land is drawn.
  it("draws the trails over the basemap's land and water", async () => {
    const { svg } = await svgOf('/trails/map.svg?layout=index');
    const palette = basemapPalette('outdoor', {});
    expect(svg).toContain(`fill="${palette.water}">`);
    expect(drawn(svg, 'earth').map((earth) => attr(earth, 'fill'))).toContain(palette.land);
    expect(drawn(svg, 'tg-paths').length).toBeGreaterThan(0);
  });

  it("draws a trail over the basemap's water, its route in the route's colour, as a script-free SVG", async () => {
    const path = await pagePath(TRAIL);
    const { res, svg } = await svgOf(`${path}/map.svg?layout=entry`);
    expect(res.status, svg.slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const palette = basemapPalette('outdoor', {});
    const { width, height } = STATIC_MAP_SIZES.entry;
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg).toContain(`<rect width="${width}" height="${height}" fill="${palette.water}">`);
    const features = ((await (await get(`${path}/features.geojson`)).json()) as { features: { geometry: { type: string }; properties: { color?: string } }[] }).features;
    const line = features.find((feature) => feature.geometry.type === 'LineString')!;
    const routes = drawn(svg, 'tg-paths');
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((route) => attr(route, 'stroke'))).toContain(line.properties.color ?? '#444444');
    expect(svg).toMatch(/data-layer="attribution">Natural Earth/);
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
  });

  it.each([
    ['a trail page', 'entry', '/entries/x/', ''],
    ["a trail page's phone frame", 'entry', '/entries/x/', '&frame=narrow'],
    ['its embed', 'embed', '/embeds/x/', ''],
  ] as const)("draws %s's picture at the camera its map island opens with, fitted to the features with 32 px to spare and the control's band clear", async (_, layout, route, frame) => {
    const path = await pagePath(TRAIL);
    // The page's canonical address, as the redirect from any slug names it.
    const page = (await get(`${route}${TRAIL}`)).headers.get('location')!;
    const props = mapProps(await (await get(page)).text()).picture;
    const picture = frame ? props.narrow! : props;
    expect(picture.src).toBe(`${path}/map.svg?layout=${layout}${frame}`);
    const { width, height, foot = 0, control = 0 } = frame ? NARROW_SIZES[layout]! : STATIC_MAP_SIZES[layout];
    expect(control).toBeGreaterThan(50);
    expect(foot).toBeGreaterThanOrEqual(control);
    expect([picture.width, picture.height]).toEqual([width, height]);
    const { svg } = await svgOf(picture.src);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    // The credits stand above the control's band: on a phone's frame their lines reach the middle.
    const strip = /<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="#ffffff" fill-opacity="0.75"/.exec(svg);
    expect(Number(strip?.[1]) + Number(strip?.[2])).toBeLessThanOrEqual(height - control);
    const collection = (await (await get(`${path}/features.geojson`)).json()) as { features: { geometry: { type: string; coordinates: number[][] } }[] };
    const line = collection.features.find((feature) => feature.geometry.type === 'LineString')!.geometry.coordinates;
    // The route's first and last vertices where the island's camera puts them in a box of the picture's size.
    const pixel = pictureProjection(picture);
    const numbers = attr(drawn(svg, 'tg-paths')[0]!, 'd')!
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number);
    const [first, last] = [pixel(line[0]!), pixel(line[line.length - 1]!)];
    expect(numbers[0]).toBeCloseTo(first[0]!, 0);
    expect(numbers[1]).toBeCloseTo(first[1]!, 0);
    expect(numbers[numbers.length - 2]).toBeCloseTo(last[0]!, 0);
    expect(numbers[numbers.length - 1]).toBeCloseTo(last[1]!, 0);
    // Fitted: every feature inside the box with at least the 32 px padding, and above the foot where
    // the "Interactive map" control stands; the features' box centred in what is left (no closer
    // than the entry's own zoom, so not always touching the padding).
    const all = collection.features.flatMap((feature) =>
      feature.geometry.type === 'Point' ? [feature.geometry.coordinates as unknown as number[]] : feature.geometry.type === 'LineString' ? feature.geometry.coordinates : [],
    );
    const pixels = all.map(pixel);
    const [xs, ys] = [pixels.map((p) => p[0]!), pixels.map((p) => p[1]!)];
    const margins = [Math.min(...xs), width - Math.max(...xs), Math.min(...ys), height - foot - Math.max(...ys)];
    for (const margin of margins) expect(margin).toBeGreaterThan(31.5);
    expect(margins[0]).toBeCloseTo(margins[1]!, 6);
    expect(margins[2]).toBeCloseTo(margins[3]!, 6);
  });

  it.each([
    ['English', '/entries/x/', /^\d+ mi$/],
    ['Spanish', '/articulos/x/', /^\d+ km$/],
  ])("marks the trail's start at its first vertex, its direction, and its distance in the page's units (%s)", async (_, route, unit) => {
    const page = (await get(`${route}${TRAIL}`)).headers.get('location')!;
    const { picture } = mapProps(await (await get(page)).text());
    const { svg } = await svgOf(picture.src);
    const collection = (await (await get(`${page}/features.geojson`)).json()) as { features: { geometry: { type: string; coordinates: number[][] } }[] };
    const line = collection.features.find((feature) => feature.geometry.type === 'LineString')!.geometry.coordinates;
    // An out-and-back: one start/finish marker, centred on the first vertex.
    const ends = drawn(svg, 'tg-route-ends');
    expect(ends).toHaveLength(1);
    const [x, y] = /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(attr(ends[0]!, 'transform')!)!.slice(1).map(Number);
    const [sx, sy] = pictureProjection(picture)(line[0]!);
    expect(x).toBeCloseTo(sx!, 0);
    expect(y).toBeCloseTo(sy!, 0);
    expect(drawn(svg, 'tg-arrows').length).toBeGreaterThan(2);
    const marks = [...svg.matchAll(/data-layer="tg-distance-marks">([^<]+)</g)].map((m) => m[1]!);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(unit);
  });

  it('draws different trails differently, and a list page over the site view with its filters kept', async () => {
    const one = (await svgOf(`${await pagePath(TRAIL)}/map.svg`)).svg;
    const two = (await svgOf(`${await pagePath(OTHER_TRAIL)}/map.svg`)).svg;
    expect(one).not.toBe(two);
    const all = await svgOf('/places/map.svg?layout=split');
    expect(all.res.status).toBe(200);
    expect(all.svg).toContain(`width="${STATIC_MAP_SIZES.split.width}" height="${STATIC_MAP_SIZES.split.height}"`);
    const beaches = (await svgOf('/places/map.svg?layout=split&category=beaches')).svg;
    expect(beaches).not.toBe(all.svg);
    const map = await svgOf('/map/map.svg');
    expect(map.res.status).toBe(200);
    expect(drawn(map.svg, 'tg-clusters').length + drawn(map.svg, 'tg-points').length).toBeGreaterThan(0);
  });

  it('is stored like its page on the second request, and purged with the site', async () => {
    const path = `${await pagePath(TRAIL)}/map.svg?layout=entry`;
    await vi.waitFor(async () => {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('x-page-cache')).toBe('hit');
    });
    await purgeSite('islands');
    const fresh = await get(path);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-page-cache')).toBeNull();
    expect(await fresh.text()).toContain('data-layer="tg-paths"');
  });

  it.each([
    ['/places/map.svg?layout=wide', 'layout'],
    ['/places/map.svg?page=0', 'page'],
    ['/places/map.svg?category=beach%20es', 'category'],
    ['/places/map.svg?order=sideways', 'order'],
    ['/places/map.svg?layout=split&frame=tall', 'frame'],
    // A card's picture is its slot's size everywhere: it has no phone frame.
    ['/places/map.svg?layout=card&frame=narrow', 'frame'],
  ])('refuses %s with a 400 naming %s', async (path, field) => {
    const res = await get(path, { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe(field);
    expect(body.error.message).toMatch(new RegExp(`^${field}: `));
  });

  it('is a 404 for a page without a map', async () => {
    expect((await get('/about/map.svg')).status).toBe(404);
  });

  it('shows the picture on the pages: a trail, a list split view and map tab, the map page, with size and text', async () => {
    const trail = await (await get(await pagePath(TRAIL))).text();
    const img = (html: string) => /<img class="feature-map__picture" src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/.exec(html);
    const onTrail = img(trail)!;
    expect(onTrail[1]).toMatch(/^\/entries\/[^/]+\/trail-mount-pirata-trail\/map\.svg\?layout=entry$/);
    expect([Number(onTrail[2]), Number(onTrail[3])]).toEqual([STATIC_MAP_SIZES.entry.width, STATIC_MAP_SIZES.entry.height]);
    expect(onTrail[4]).toMatch(/^Map of Mount Pirata Trail: route/);
    expect((await get(onTrail[1]!.replaceAll('&amp;', '&'))).status).toBe(200);

    const split = img(await (await get('/places?category=beaches')).text());
    expect(split?.[1]).toBe('/places/map.svg?category=beaches&amp;layout=split');
    expect(split?.[4]).toMatch(/^Map of .+: \d+ entr(y|ies)$/);
    const tab = img(await (await get('/places?tab=map')).text());
    expect(tab?.[1]).toBe('/places/map.svg?tab=map&amp;layout=index');
    const map = img(await (await get('/map')).text());
    expect(map?.[1]).toBe('/map/map.svg?layout=page');
    // The map page's own title is "Map": its picture is named once, for the site it shows.
    expect(map?.[4]).toMatch(/^Map of Island Guide: \d+ entr(y|ies)$/);
    expect((await get('/map/map.svg?layout=page')).status).toBe(200);
    // Where the map is what the page is for (the map page, a Map tab), its picture is fetched first;
    // beside a list (the split view) it waits its turn.
    const tag = async (path: string) => /<img class="feature-map__picture"[^>]*>/.exec(await (await get(path)).text())?.[0];
    for (const path of ['/map', '/places?tab=map']) expect(await tag(path), path).toContain('fetchPriority="high"');
    expect(await tag('/places?category=beaches')).not.toContain('fetchPriority');
  });

  it('says what it shows in Spanish on a Spanish page', async () => {
    const spanish = (await get(`/articulos/x/${TRAIL}`)).headers.get('location')!;
    const html = await (await get(spanish)).text();
    expect(/<img class="feature-map__picture"[^>]* alt="([^"]+)"/.exec(html)?.[1]).toMatch(/^Mapa de .+: ruta/);
  });
});

// river-valley: no other test counts its entries; with synthetic ones past one content page (500), so
// its kept list is built from several. islands: its demo content, clustered.
describe("the map page's picture, drawn from its kept list", () => {
  const SITE = 'river-valley';
  const SYNTHETIC = 600;

  /** The feature layers' markup (clusters, counts, points with their icons, labels, paths, areas), in drawing order. */
  const featureMarkup = (svg: string) =>
    [...svg.matchAll(/<(?:path|circle)[^>]*data-layer="tg-[^"]+"[^>]*\/>|<text[^>]*data-layer="tg-[^"]+"[^>]*>[^<]*<\/text>|<g[^>]*data-layer="tg-[^"]+"[^>]*>.*?<\/g>/gs)].map((m) => m[0]);

  /** The feature layers as the picture draws them from the map page's whole features (its features.geojson, built from whole entries). */
  async function expectedMarkup(site: string): Promise<string[]> {
    const { settings } = mapProps(await (await zone.fetch(site, '/map')).text());
    const { features } = (await (await zone.fetch(site, '/map/features.geojson')).json()) as { features: DownloadFeature[] };
    const camera = staticMapCamera({ view: 'site', ...STATIC_MAP_SIZES.page }, settings, features);
    const scene = staticMapScene({
      camera,
      settings,
      layers: basemapLayers({ variant: 'outdoor', palette: basemapPalette('outdoor', {}), lang: 'en' }),
      icons: new Map(),
      tiles: [],
      features,
      highlight: 'entry',
      units: 'imperial',
      locale: 'en',
      attribution: '',
    });
    return featureMarkup(renderToStaticMarkup(createElement(StaticMapSvg, { scene })));
  }

  beforeAll(async () => {
    await zone.register(['islands', SITE]);
    await seedScaleContent(env, SITE, SYNTHETIC);
  }, 300_000);

  it('shows the same clusters, points, paths and areas as the whole entries give', async () => {
    const islands = await (await get('/map/map.svg?layout=page&from=list')).text();
    expect(drawn(islands, 'tg-clusters').length).toBeGreaterThan(0);
    expect(featureMarkup(islands)).toEqual(await expectedMarkup('islands'));

    const res = await zone.fetch(SITE, '/map/map.svg?layout=page');
    expect(res.status).toBe(200);
    const many = await res.text();
    // Its crowded points give way to one another as on the map (decision 069): its paths and areas,
    // drawn whatever they cover, show that the whole list is drawn.
    expect(drawn(many, 'tg-points').length).toBeGreaterThan(0);
    expect(drawn(many, 'tg-paths').length).toBeGreaterThanOrEqual(SYNTHETIC / 10);
    expect(drawn(many, 'tg-polygons').length).toBeGreaterThanOrEqual(SYNTHETIC / 10);
    expect(featureMarkup(many)).toEqual(await expectedMarkup(SITE));
  }, 120_000);

  it('keeps its list until a purge, then draws from a new one', async () => {
    const picture = async (visit: number) => (await zone.fetch(SITE, `/map/map.svg?layout=page&visit=${visit}`)).text();
    const before = await picture(1);
    // More entries in the content service: the kept list (like the stored content answers) does not see them yet.
    await seedScaleContent(env, SITE, SYNTHETIC + 100);
    expect(featureMarkup(await picture(2))).toEqual(featureMarkup(before));
    await purgeSite(SITE);
    const after = await picture(3);
    expect(drawn(after, 'tg-paths').length).toBeGreaterThan(drawn(before, 'tg-paths').length);
    expect(featureMarkup(after)).toEqual(await expectedMarkup(SITE));
  }, 180_000);
});

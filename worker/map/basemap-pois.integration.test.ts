import { env } from 'cloudflare:test';
import { PMTiles } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileLayer, type StyleLayer } from '../../core/map/static/expression';
import { decodeTile } from '../../core/map/static/mvt';
import { POI_ICONS } from '../../core/map/static/poi-icons';
import { entryLinks, siteZone } from '../../test/support/worker-fetch';

// The Liechtenstein archive's points of interest through the worker as deployed: the style the map
// loads asks only for icons the sprite it loads has, over every feature the archive holds, and the
// picture draws the same icons (docs/decisions/059-basemap-pois.md).

const zone = siteZone('basemap-pois');
const { fetch: get, html } = zone;

interface Style {
  sprite: string;
  sources: Record<string, { attribution?: string }>;
  layers: (StyleLayer & { source?: string; 'source-layer'?: string; minzoom?: number })[];
}

/** The archive's deepest tiles, each with the features of the layers named, decoded as the picture decodes them. */
async function archiveFeatures(layers: ReadonlySet<string>) {
  const bytes = env.TEST_OSM_BASEMAP;
  const archive = new PMTiles({ getKey: () => 'liechtenstein', getBytes: async (offset, length) => ({ data: bytes.slice(offset, offset + length) }) });
  const { maxZoom: z, minLon, maxLon, minLat, maxLat } = await archive.getHeader();
  const column = (lng: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
  const row = (lat: number) => Math.floor(((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * 2 ** z);
  const features: { layer: string; properties: Record<string, unknown>; type: string }[] = [];
  for (let x = column(minLon); x <= column(maxLon); x++) {
    for (let y = row(maxLat); y <= row(minLat); y++) {
      const tile = await archive.getZxy(z, x, y);
      if (!tile) continue;
      for (const [layer, data] of decodeTile(new Uint8Array(tile.data), layers)) for (const feature of data.features) features.push({ layer, properties: feature.properties, type: feature.type });
    }
  }
  return features;
}

describe("the Liechtenstein basemap's points of interest", () => {
  let style: Style;
  beforeAll(async () => {
    await zone.register(['liechtenstein']);
    style = await (await get('liechtenstein', '/map/style.json')).json<Style>();
  }, 60_000);

  it("credits the archive's data with a link to OpenStreetMap's licence", () => {
    expect(style.sources.archive?.attribution).toBe('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>');
  });

  it('asks the sprite only for icons it has, for every feature the archive holds, at the deepest zoom the map shows', async () => {
    const sprite = await get('liechtenstein', `${new URL(style.sprite).pathname}.json${new URL(style.sprite).search}`);
    expect(sprite.status).toBe(200);
    const images = new Set(Object.keys(await sprite.json<Record<string, unknown>>()));
    const symbols = style.layers.filter((layer) => layer.type === 'symbol' && layer.source === 'archive');
    expect(symbols.map((layer) => layer.id)).toContain('archive-pois');
    const features = await archiveFeatures(new Set(symbols.map((layer) => layer['source-layer']!)));
    const asked = new Map<string, string>();
    for (const layer of symbols) {
      const compiled = compileLayer(layer, 17);
      for (const feature of features) {
        if (feature.layer !== layer['source-layer']) continue;
        const at = { zoom: 17, properties: feature.properties, geometryType: feature.type };
        if (!compiled.passes(at)) continue;
        const image = compiled.layout('icon-image', at);
        if (typeof image === 'string' && image !== '') asked.set(image, `${layer.id}: ${String(feature.properties.kind)}`);
      }
    }
    expect([...asked].filter(([image]) => !images.has(image))).toEqual([]);
    // What a hiker reads is among them.
    expect([...asked.keys()]).toEqual(expect.arrayContaining(['alpine_hut', 'peak', 'viewpoint', 'parking', 'drinking_water', 'toilets', 'information', 'picnic_site', 'shelter']));
  });

  it('draws the peaks, huts and car parks around a trail, a hut and a museum in their pictures, peaks named with their elevation', async () => {
    const picture = async (list: string, slug: string) => {
      const link = entryLinks(await html('liechtenstein', `${list}?tab=grid`)).find((href) => href.includes(slug));
      expect(link, slug).toBeDefined();
      const res = await get('liechtenstein', `${link}/map.svg`);
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg.length, slug).toBeLessThan(250_000);
      return svg;
    };
    /** Whether the picture's pois layer drew the icon of this sprite image. */
    const draws = (svg: string, image: string) => [...svg.matchAll(/<g [^>]*data-layer="pois">(.*?)<\/g>/g)].some(([, paths]) => paths!.includes(`d="${POI_ICONS.get(image)!.paths[2]!.d}"`));
    // A trail's picture, fitted to its route below zoom 13: the peaks around it, and the hut it ends
    // at, named beside the route's finish marker, which is drawn over it and claims no room, as in the map.
    const trail = await picture('/trails', 'furstin-gina-weg');
    expect(draws(trail, 'peak')).toBe(true);
    expect(trail).toMatch(/data-layer="pois">[^<]+ \d{4} m</);
    // A name wider than the flavour's text-max-width (8 ems) in two lines, as the map wraps it.
    expect(trail).toMatch(/data-layer="pois"><tspan x="([\d.]+)">Augstenberg<\/tspan><tspan x="\1" dy="1.2em">2359 m<\/tspan>/);
    expect(draws(trail, 'alpine_hut')).toBe(true);
    expect(trail).toMatch(/data-layer="pois">Pfälzer Hütte</);
    expect(trail.lastIndexOf('data-layer="pois"')).toBeLessThan(trail.indexOf('data-layer="tg-route-ends"'));
    // A hut's and a museum's pictures (zoom 14): the hut up the valley, the car parks in town.
    const hut = await picture('/stay', 'gafadurahuette');
    expect(draws(hut, 'alpine_hut')).toBe(true);
    expect(draws(await picture('/sights', 'kunstmuseum'), 'parking')).toBe(true);
    expect(hut).toMatch(/data-layer="attribution">© OpenStreetMap contributors/);
  });
});

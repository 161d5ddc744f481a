import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { STATIC_MAP_SIZES } from '../../core/map/static/sizes';
import { decodeProps } from '../../ui/islands/island-protocol';
import type { FeatureMapProps } from '../../ui/islands/map-props';
import { assetManifest } from '../render/assets';
import { siteZone } from '../../test/support/worker-fetch';

// An embed as another site frames it, through the worker as deployed: an entry with features shows
// its map section (the static map, the interactive map on engagement) with the embed's own script;
// an entry without features stays the card alone, with no script at all.

const zone = siteZone('embed-map');
const get = (path: string) => zone.fetch('islands', path);

/** The embed's canonical page (its slug), following the redirect from any slug. */
async function embedOf(id: string, query = ''): Promise<{ path: string; html: string; res: Response }> {
  const moved = await get(`/embeds/x/${id}${query}`);
  expect(moved.status).toBe(301);
  const path = moved.headers.get('location')!;
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return { path, html: await res.text(), res };
}

const picture = (html: string) => /<img class="feature-map__picture" src="([^"]+)" width="(\d+)" height="(\d+)" alt="([^"]+)"/.exec(html);
const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);

function mapProps(html: string): FeatureMapProps {
  const raw = /<script type="application\/json" data-island-props="map">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return decodeProps(raw) as unknown as FeatureMapProps;
}

describe('an embed', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("of a trail shows its detail page's static map, sized and described, and waits for the visitor to start the map", async () => {
    const { html, res } = await embedOf('trail-mount-pirata-trail');
    // Still the frameable embed.
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    const [, src, width, height, alt] = picture(html) ?? [];
    expect(src).toMatch(/^\/entries\/[^/]+\/trail-mount-pirata-trail\/map\.svg\?layout=embed$/);
    expect([Number(width), Number(height)]).toEqual([STATIC_MAP_SIZES.embed.width, STATIC_MAP_SIZES.embed.height]);
    expect(alt).toMatch(/^Map of Mount Pirata Trail: route/);
    const svg = await get(src!);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');

    const props = mapProps(html);
    expect(props.layout).toBe('embed');
    expect(props.features).toMatch(/^\/entries\/[^/]+\/trail-mount-pirata-trail\/features\.geojson$/);
    expect((await get(props.features)).status).toBe(200);
    expect(html).toMatch(/data-island="map"[^>]* data-island-load="engage"|data-island-load="engage"[^>]* data-island="map"/);
    expect(html).toContain(`>${t('en', 'map.start')}</button>`);

    // The island runtime alone: not the page-wide script with its service worker.
    const manifest = await assetManifest(env.ASSETS);
    expect(manifest.embedScripts.length).toBeGreaterThan(0);
    expect(scripts(html)).toEqual(manifest.embedScripts);
  });

  it('says what its map shows in Spanish, and names the control in Spanish', async () => {
    const { html } = await embedOf('trail-mount-pirata-trail', '?locale=es');
    expect(html).toContain('lang="es"');
    expect(picture(html)?.[4]).toMatch(/^Mapa de .+: ruta/);
    expect(html).toContain(`>${t('es', 'map.start')}</button>`);
  });

  it('of an entry without features is the card alone, with no script', async () => {
    const { html } = await embedOf('story-a-weekend-in-dewey');
    expect(html).toContain('class="view view--embed"');
    expect(html).not.toContain('feature-map');
    expect(html).not.toContain('data-island=');
    expect(scripts(html)).toEqual([]);
  });
});

// Every route class of the site worker as one request on the demo stack: pages, feeds, map assets and
// a form post. The bench's CPU table and `npm run profile` measure this one list, so a new kind of
// answer is measured by both once it is added here. Paths are found in the demo's own pages rather
// than hard-coded, like the browser tests and the audit do (./discover.mjs).
import { importTs } from './import-ts.mjs';
import { firstDetailLink } from './discover.mjs';

const { XSRF_COOKIE, XSRF_HEADER } = await importTs('core/forms/xsrf.ts');
const TOKEN = 'c'.repeat(43);

/**
 * @typedef {{ group: string, label: string, site: string, path: string, post?: (n: string) => { headers: Record<string, string>, body: string } }} RouteClass
 * @param {(site: string, path: string) => Promise<{ status: number, body: string }>} get
 * @returns {Promise<RouteClass[]>}
 */
export async function routeClasses(get) {
  const found = async (site, path) => {
    const link = firstDetailLink((await get(site, path)).body);
    if (!link) throw new Error(`${site} ${path} links no entry`);
    return link;
  };
  const trail = await found('valley-trails', '/trails');
  const event = await found('islands', '/events');
  // A trail of the guide whose map reads its own OpenStreetMap archive to z15 (paths, woods, buildings).
  const osmTrail = await found('liechtenstein', '/trails');
  const glyphs = `/map/glyphs/${encodeURIComponent('Noto Sans Regular')}/0-255.pbf`;
  const newsletter = (n) => ({
    headers: {
      Origin: 'http://islands.localhost',
      // A client of its own per post: the form's rate limit (10 a minute per client) is not what is measured.
      'CF-Connecting-IP': `10.${(Number.parseInt(n.replace(/\D/g, ''), 10) || 0) % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: `${XSRF_COOKIE}=${TOKEN}`,
      [XSRF_HEADER]: TOKEN,
    },
    body: JSON.stringify({ email: `cpu-${n}-${Date.now()}@bench.example` }),
  });
  return [
    { group: 'page', label: 'home', site: 'islands', path: '/' },
    { group: 'page', label: 'index', site: 'valley-trails', path: '/trails' },
    { group: 'page', label: 'detail (with its JSON-LD)', site: 'valley-trails', path: trail },
    { group: 'page', label: 'embed', site: 'valley-trails', path: trail.replace('/entries/', '/embeds/') },
    { group: 'page', label: 'map page', site: 'islands', path: '/map' },
    { group: 'page', label: 'search', site: 'islands', path: '/search?text=beach' },
    // The guide built from OpenStreetMap, in the second language it speaks: its German trail list and trail page.
    { group: 'page', label: 'index in German (Liechtenstein)', site: 'liechtenstein', path: '/wanderwege' },
    { group: 'page', label: 'detail in German (Liechtenstein)', site: 'liechtenstein', path: osmTrail.replace('/entries/', '/eintraege/') },
    { group: 'feed', label: 'sitemap', site: 'islands', path: '/sitemap.xml' },
    { group: 'feed', label: 'index GeoJSON', site: 'valley-trails', path: '/trails/features.geojson' },
    { group: 'feed', label: 'index GPX', site: 'valley-trails', path: '/trails/features.gpx' },
    { group: 'feed', label: 'map page GeoJSON', site: 'islands', path: '/map/features.geojson' },
    { group: 'feed', label: 'trail GPX', site: 'valley-trails', path: `${trail}/features.gpx` },
    { group: 'feed', label: 'event .ics', site: 'islands', path: `${event}/calendar.ics` },
    { group: 'feed', label: 'events list .ics', site: 'islands', path: '/events/calendar.ics' },
    { group: 'feed', label: 'oEmbed', site: 'islands', path: `/oembed?format=json&url=${encodeURIComponent(`http://islands.localhost${event}`)}` },
    { group: 'map asset', label: 'style', site: 'valley-trails', path: '/map/style.json?style=outdoor' },
    { group: 'map asset', label: 'glyphs', site: 'valley-trails', path: glyphs },
    { group: 'map asset', label: 'tile', site: 'valley-trails', path: '/map/tiles/6/17/23.pbf' },
    { group: 'map asset', label: 'static map of a trail', site: 'valley-trails', path: `${trail}/map.svg?layout=entry` },
    { group: 'map asset', label: 'static map of the map page', site: 'islands', path: '/map/map.svg?layout=page' },
    { group: 'map asset', label: 'static map of a Liechtenstein trail (OpenStreetMap archive)', site: 'liechtenstein', path: `${osmTrail}/map.svg?layout=entry` },
    { group: 'card', label: "share card of a trail (the site worker's part)", site: 'valley-trails', path: `${trail}/card.png` },
    { group: 'form post', label: 'newsletter sign-up', site: 'islands', path: '/forms/newsletter', post: newsletter },
  ];
}

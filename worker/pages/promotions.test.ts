import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { createSiteContent, type SiteContent } from '../content';
import { environmentOf } from '../env';
import { ctxFor, el, entry } from '../../test/support/shape-fixtures';
import { siteZone } from '../../test/support/worker-fetch';
import { promotionsFor } from './promotions';

// A view's promotions as its loader gets them: the promotion entries live in the embedded content
// service (written there by the test), the view's own entry references them.

const zone = siteZone('promotions');
const SITES = ['islands', 'valley-trails', 'river-valley'] as const;

const contentOf = (site: string) => createSiteContent({ env, environment: environmentOf(env), config: loadSiteConfig(site), locale: 'en', preview: false, waitUntil: () => undefined });

/** Promotion entries written to each site's content, by name. */
const promotionIds: Record<string, Record<string, string>> = {};

function promotion(title: string, description: string, project: string): Parameters<SiteContent['createEntry']>[0] {
  return {
    title,
    types: [{ id: 'promotion' }],
    phase: 4,
    elements: [
      { id: 'description', type: 'text', preferences: { iana_type: 'text/markdown' }, data: description },
      { id: 'link_label', type: 'text', data: 'Learn more' },
      { id: 'link_url', type: 'text', data: '/order' },
      { id: 'images', type: 'file', data: [{ id: `${project}-guide-cover`, name: 'icon.svg', title: 'Guide cover', type: 'image/svg+xml', url: `/media/${project}/icon.svg` }] },
    ],
  };
}

beforeAll(async () => {
  await zone.register([...SITES]);
  for (const site of SITES) {
    const content = contentOf(site);
    const write = async (title: string, description: string) => (await content.createEntry(promotion(title, description, site), crypto.randomUUID())).id;
    promotionIds[site] = {
      guide: await write('Get the printed guide', '# Free\n\nWhile supplies last.'),
      desk: await write('Order at the desk', 'Ask at [the order desk](/order) or [join](/join).'),
      third: await write('Trail day', 'Spend a morning with the crew.'),
    };
  }
}, 120_000);

/** An entry of the site's own that references the promotions, in that order. */
function owner(site: string, names: readonly string[], more: Parameters<typeof entry>[4] = {}) {
  const references = names.map((name) => ({ id: promotionIds[site]![name]! }));
  return entry(`owner-${site}`, 'Owner', ['place'], [el('promotions', 'entry', references)], more);
}

const shown = (site: string, owning: ReturnType<typeof owner> | null, view: 'index' | 'home' | 'detail') => promotionsFor(contentOf(site), owning, view, ctxFor(site));

describe('promotions', () => {
  it("show the site's number per view, and none beside an entry in the hide-promotions group", async () => {
    const all = ['guide', 'desk', 'third'];
    expect(await shown('islands', owner('islands', all), 'home')).toHaveLength(2);
    expect(await shown('islands', owner('islands', all), 'detail')).toHaveLength(1);
    expect(shown('islands', owner('islands', all, { groups: ['hide-promotions'] }), 'detail')).toBeUndefined();
    expect(await shown('river-valley', owner('river-valley', all), 'index')).toHaveLength(2);
  });

  it('shape a promotion with its description, image and link button', async () => {
    const [model] = (await shown('islands', owner('islands', ['guide']), 'detail'))!;
    expect(model!.description?.__html).toContain('<h3>Free</h3>');
    expect(model!.link).toEqual({ label: 'Learn more', url: '/order', external: false });
    expect(model!.image?.url).toBe('/media/islands/icon.svg');
  });

  it('leave out a link to a page the site does not have, in the button and in the text', async () => {
    const [model] = (await shown('valley-trails', owner('valley-trails', ['desk']), 'detail'))!;
    expect(model!.link).toBeUndefined();
    expect(model!.description?.__html).toContain('<a>the order desk</a>');
    const [islands] = (await shown('islands', owner('islands', ['desk']), 'detail'))!;
    expect(islands!.link?.url).toBe('/order');
  });
});

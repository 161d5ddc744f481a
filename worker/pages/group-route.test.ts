import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('group-route');

// docs/product/routes.md#group-lists: the sandbox's /embed-tests is an index with a group parameter: it lists only the
// entries in that content group (the demo puts three there), not every entry of the site.
describe('an index route with a group parameter', () => {
  beforeAll(() => zone.register(['sandbox']));

  it('lists only the entries of its group', async () => {
    const res = await zone.fetch('sandbox', '/embed-tests');
    expect(res.status).toBe(200);
    const page = await res.text();
    const ids = [...new Set([...page.matchAll(/href="\/entries\/[^"/]+\/([^"/?]+)"/g)].map((m) => m[1]))].sort();
    expect(ids).toEqual(['place-old-town-plaza', 'story-food-and-drink-in-the-sandbox', 'trail-bosque-trail']);
    expect(page).toMatch(/1 - 3 of 3 items/);
  });
});

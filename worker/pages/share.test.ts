import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The share section as the worker sends it: an island (copy link, Web Share API) whose server
// render already works without JavaScript (the link to select, an email to send).

const zone = siteZone('share');

async function entryPage(id: string, query = ''): Promise<{ url: string; html: string }> {
  const location = (await zone.fetch('islands', `/entries/x/${id}${query}`)).headers.get('location')!;
  return { url: `http://${zone.host('islands')}${location}`, html: await (await zone.fetch('islands', location)).text() };
}

function islandProps(html: string): { url: string; title: string; labels: Record<string, string> } | undefined {
  if (!html.includes('<div data-island="share" data-island-load="interaction">')) return undefined;
  const found = /<script type="application\/json" data-island-props="share">([^<]*)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]!) : undefined;
}

describe('share', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("offers an entry's canonical link: a field to copy from and an email, hydrated by the share island", async () => {
    const { url, html } = await entryPage('food-el-quenepo');
    const props = islandProps(html)!;
    expect(props).toMatchObject({ url, title: 'El Quenepo', labels: { copy: 'Copy link', native: 'Share…' } });
    expect(html).toContain(`<input id="share-url" class="share__url" type="url" readOnly="" value="${url}"/>`);
    expect(html).toContain(`href="mailto:?subject=El%20Quenepo&amp;body=${encodeURIComponent(url)}"`);
    // Buttons that need JavaScript come with the island, not before.
    expect(/<section class="share"[\s\S]*?<\/section>/.exec(html)![0]).not.toContain('<button');
  });

  it('speaks the page language', async () => {
    const { html } = await entryPage('food-el-quenepo', '?locale=es');
    expect(islandProps(html)!.labels).toMatchObject({ share: 'Compartir', copy: 'Copiar enlace' });
  });

  it("is not offered on a page entry's route", async () => {
    expect(islandProps(await (await zone.fetch('islands', '/about')).text())).toBeUndefined();
  });
});

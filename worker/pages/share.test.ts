import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// The share panel as the worker sends it (docs/decisions/055-trail-page-reading-order.md): a
// disclosure that works without JavaScript (the link to select, an email to send, the embed code in a
// nested disclosure); what needs a script comes hidden, for the page-wide script to show.

const zone = siteZone('share');

async function entryPage(id: string, query = ''): Promise<{ url: string; html: string }> {
  const location = (await zone.fetch('islands', `/entries/x/${id}${query}`)).headers.get('location')!;
  return { url: `http://${zone.host('islands')}${location}`, html: await (await zone.fetch('islands', location)).text() };
}

const sheetOf = (html: string) => /<details class="share-sheet"[\s\S]*?<\/details><p class="share-sheet__status" role="status"><\/p><\/div><\/details>/.exec(html)?.[0];

describe('share', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("offers an entry's canonical link in one panel: a field to copy from, an email and the embed code when asked", async () => {
    const { url, html } = await entryPage('food-el-quenepo');
    const sheet = sheetOf(html)!;
    expect(sheet).toContain('<details class="share-sheet" data-share-sheet="" data-share-title="El Quenepo"><summary class="button button-secondary">Share</summary>');
    expect(sheet).toContain(`<input id="share-url" class="share-sheet__url" type="url" readOnly="" value="${url}"/>`);
    expect(sheet).toContain(`href="mailto:?subject=El%20Quenepo&amp;body=${encodeURIComponent(url)}"`);
    // The device's dialog and the copy buttons need a script: hidden until it shows them.
    expect(sheet).toContain('<li hidden="" data-share-native=""><button type="button" class="button">Share via…</button></li>');
    expect(sheet.match(/<button [^>]*>/g)!.every((button) => button.includes('hidden=""') || sheet.includes(`<li hidden="" data-share-native="">${button}`))).toBe(true);
    // The embed code: the same iframe as the oEmbed answer, inside its own closed disclosure.
    expect(sheet).toMatch(/<details class="share-sheet__embed"><summary>Embed on your site<\/summary>[\s\S]*<textarea id="share-embed-code"[^>]*>&lt;iframe src=&quot;http:\/\/[^&]+\/embeds\//);
    expect(html).not.toMatch(/data-island="(share|embed)"/);
  });

  it('speaks the page language', async () => {
    const sheet = sheetOf((await entryPage('food-el-quenepo', '?locale=es')).html)!;
    expect(sheet).toContain('<summary class="button button-secondary">Compartir</summary>');
    expect(sheet).toContain('>Copiar enlace</button>');
    expect(sheet).toContain('<summary>Insertar en su sitio web</summary>');
  });

  it("is not offered on a page entry's route", async () => {
    expect(sheetOf(await (await zone.fetch('islands', '/about')).text())).toBeUndefined();
  });
});

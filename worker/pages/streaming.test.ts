import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failContent, gateContent, removeContentGate } from '../testing/content-gate';
import { previewQuery, readRest, siteZone } from '../testing/worker-fetch';

// The shell streams before the view's data: through the worker as deployed, the real embedded
// content service answers only once the test opens a gate in front of it. Preview skips every cache,
// so each load really waits.

const zone = siteZone('streaming');
const decoder = new TextDecoder();
let preview = '';

const open = (path: string) => zone.fetch('islands', `${path}${path.includes('?') ? '&' : '?'}${preview}`);

/** What the worker sends before it waits: read until `marker` has arrived. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string): Promise<string> {
  let text = '';
  while (!text.includes(marker)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

/** Lets pending work (the loaders' first requests) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  await zone.register(['islands']);
  preview = await previewQuery('islands');
}, 60_000);

afterEach(removeContentGate);

describe('streamed pages', () => {
  it('sends the head and navigation of an index page while its content is still on the way, then notices and list in order', async () => {
    const content = gateContent();
    const res = await open('/places');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, 'aria-current="page">Places</a>');
    expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(first).toContain('<title>Places · Island Guide</title>');
    expect(first).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(first).not.toContain('<main');
    await settle();
    // The list, its categories and the notices were all asked for at once.
    expect(content.waiting()).toBeGreaterThanOrEqual(3);

    content.open();
    const page = first + (await readRest(reader));
    expect(page.indexOf('<div class="notices">')).toBeLessThan(page.indexOf('<main'));
    expect(page.indexOf('<main')).toBeLessThan(page.indexOf('class="view view--index'));
    expect(page).toMatch(/\d+ - \d+ of \d+ items/);
    expect(page.indexOf('class="view view--index')).toBeLessThan(page.indexOf('<footer'));
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('sends the home page shell before the home entry has answered', async () => {
    const content = gateContent();
    const res = await open('/');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, '<title>');
    expect(first).toContain('<title>Island Guide</title>');
    expect(first).not.toContain('view--home');
    content.open();
    expect(await readRest(reader)).toContain('class="view view--home"');
  });

  it('keeps the status of a detail page: its entry answers first, the rest streams after the head', async () => {
    const listing = await (await open('/stories')).text();
    const link = /href="(\/entries\/[^"/]+\/[^"?]+)"/.exec(listing)![1]!;
    const missing = gateContent();
    const pending = open('/entries/nothing/no-such-entry');
    await settle();
    missing.open();
    const notFound = await pending;
    expect(notFound.status).toBe(404);
    await notFound.arrayBuffer();
    removeContentGate();

    const res = await open(link);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, '</title>');
    expect(first).toMatch(/<title>[^<]+ · Island Guide<\/title>/);
    expect(first).not.toContain('view--detail');
    expect(await readRest(reader)).toContain('class="view view--detail');
  });

  it('shows the unavailable message in place of a view whose content fails after the response started', async () => {
    failContent();
    const res = await open('/places');
    expect(res.status).toBe(200);
    const page = await res.text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain('<h1 id="error-title">Briefly unavailable</h1>');
    expect(main).toContain('This guide is briefly unavailable while we reach our content service. Please try again in a minute.');
    expect(page).toContain('<footer');
  });
});

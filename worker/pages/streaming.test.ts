import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failContent, failContentWhere, gateContent, removeContentGate } from '../../test/support/content-gate';
import { previewQuery, readRest, siteZone } from '../../test/support/worker-fetch';

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
  it('sends the head of an index page once its list has answered, while the rest is still on the way, then notices, navigation and list in order', async () => {
    // The list (the only request with a page) answers; categories, the site entry and notices wait.
    const content = gateContent(undefined, (url) => !url.searchParams.has('page'));
    const res = await open('/places');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, '<header class="site-header">');
    expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(first).toContain('<title>Places · Island Guide</title>');
    await settle();
    // Its categories and the notices were asked for at once; the navigation waits below the notices,
    // so nothing already painted moves down when they arrive.
    expect(content.waiting()).toBeGreaterThanOrEqual(2);
    const next = reader.read();
    expect(await Promise.race([next.then(() => 'sent'), new Promise((resolve) => setTimeout(() => resolve('held'), 200))])).toBe('held');
    expect(first).not.toContain('<div class="top"');

    content.open();
    const page = first + decoder.decode((await next).value, { stream: true }) + (await readRest(reader));
    expect(page).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(page.indexOf('<div class="notices">')).toBeLessThan(page.indexOf('<div class="top"'));
    expect(page.indexOf('<div class="top"')).toBeLessThan(page.indexOf('<main'));
    expect(page.indexOf('<main')).toBeLessThan(page.indexOf('class="view view--index'));
    expect(page).toMatch(/\d+ - \d+ of \d+ items/);
    expect(page.indexOf('class="view view--index')).toBeLessThan(page.indexOf('<footer'));
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('sends the home page shell once the home entry has answered, before its featured entries', async () => {
    const content = gateContent(undefined, (url) => url.searchParams.get('id') !== 'page-home');
    const res = await open('/');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await readUntil(reader, '<title>');
    expect(first).toContain('<title>Island Guide</title>');
    expect(first).not.toContain('view--home');
    await settle();
    expect(content.waiting()).toBeGreaterThan(0);
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

  it('answers 503 with Retry-After when the list itself is unavailable: the status waits for the primary content', async () => {
    failContent();
    const res = await open('/places');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.text()).toContain('<h1 id="error-title">Briefly unavailable</h1>');
  });

  it('shows the unavailable message in place of a view whose content fails after the response started', async () => {
    // The asked page is beyond the last: its list answers, the last page's list (asked after the status went out) fails.
    failContentWhere((url) => url.searchParams.has('page') && url.searchParams.get('page') !== '999');
    const res = await open('/places?page=999');
    expect(res.status).toBe(200);
    const page = await res.text();
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain('<h1 id="error-title">Briefly unavailable</h1>');
    expect(main).toContain('This guide is briefly unavailable while we reach our content service. Please try again in a minute.');
    expect(page).toContain('<footer');
  });
});

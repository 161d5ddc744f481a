import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gateContent, removeContentGate } from '../../test/support/content-gate';
import { siteZone } from '../../test/support/worker-fetch';

// Concurrent misses of one cold page, through the worker as deployed with the real content service
// behind a gate that holds every request until all visitors have arrived. A file of its own: the
// page is cold only in an isolate whose caches no other test has warmed.

const zone = siteZone('render-once');
const VISITORS = 20;

beforeAll(() => zone.register(['islands']), 60_000);
afterEach(removeContentGate);

describe('concurrent misses of a cold page', () => {
  it('render once with one content request per answer, and every visitor gets the page', async () => {
    const service = env.CONTENT;
    const asked: string[] = [];
    const gate = gateContent((request) => {
      asked.push(request.url);
      return service.fetch(request);
    });
    const answers = Array.from({ length: VISITORS }, () => zone.fetch('islands', '/places?order=title'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = gate.waiting();
    gate.open();
    const pages = await Promise.all(
      answers.map(async (answer) => {
        const res = await answer;
        return { status: res.status, shared: res.headers.get('x-page-cache') === 'shared', html: await res.text() };
      }),
    );

    expect(pages.map((page) => page.status)).toEqual(Array.from({ length: VISITORS }, () => 200));
    expect(pages.filter((page) => !page.shared)).toHaveLength(1);
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
    expect(pages[0]!.html).toMatch(/\d+ - \d+ of \d+ items/);
    expect(held).toBeGreaterThanOrEqual(3);
    expect(asked.length).toBe(new Set(asked).size);
  });
});

import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../content-service/testing/seed';
import { onError } from '../on-error';
import { localeMiddleware } from '../preferences/locale-middleware';
import { pageApp } from '../render/testing/page-app';
import { routingMiddleware } from '../routing/routing-middleware';
import { pageHandler } from './page-handler';

// The shell streams before the view's data: the real embedded content service answers, but only once
// the test opens a gate in front of it. Preview skips every cache, so each load really waits.

interface Gate {
  content: Fetcher;
  /** Content requests that arrived and are waiting. */
  waiting: () => number;
  open: () => void;
}

function gate(answer: (request: Request) => Promise<Response> = (request) => env.CONTENT.fetch(request)): Gate {
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  let waiting = 0;
  const content = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      waiting++;
      await open;
      return answer(new Request(input, init));
    },
  } as unknown as Fetcher;
  return { content, waiting: () => waiting, open: opened };
}

function app(site: string) {
  const a = pageApp(site);
  a.use(async (c, next) => {
    c.set('preview', true);
    await next();
  });
  a.use(routingMiddleware);
  a.use(localeMiddleware);
  a.get('*', pageHandler);
  a.onError(onError);
  return a;
}

async function open(site: string, path: string, content: Fetcher) {
  const res = await app(site).request(`http://${site}.localhost${path}`, {}, { ...env, CONTENT: content }, createExecutionContext());
  return { res, reader: () => res.body!.getReader() };
}

const decoder = new TextDecoder();

async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

/** Lets pending work (the loaders' first requests) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => seedDemoContent(env, ['islands']), 60_000);

describe('streamed pages', () => {
  it('sends the head and navigation of an index page while its content is still on the way, then notices and list in order', async () => {
    const content = gate();
    const { res, reader: read } = await open('islands', '/places', content.content);
    expect(res.status).toBe(200);
    const reader = read();
    const first = decoder.decode((await reader.read()).value);
    expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(first).toContain('<title>Places · Island Guide</title>');
    expect(first).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(first).not.toContain('<main');
    await settle();
    // The list, its categories and the notices were all asked for at once.
    expect(content.waiting()).toBeGreaterThanOrEqual(3);

    content.open();
    const page = first + (await rest(reader));
    expect(page.indexOf('<div class="notices">')).toBeLessThan(page.indexOf('<main'));
    expect(page.indexOf('<main')).toBeLessThan(page.indexOf('class="view view--index'));
    expect(page).toMatch(/\d+ - \d+ of \d+ items/);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('sends the home page shell before the home entry has answered', async () => {
    const content = gate();
    const { res, reader: read } = await open('islands', '/', content.content);
    expect(res.status).toBe(200);
    const reader = read();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('<title>Island Guide</title>');
    expect(first).not.toContain('view--home');
    content.open();
    expect(await rest(reader)).toContain('class="view view--home"');
  });

  it('keeps the status of a detail page: its entry answers first, the rest streams after the head', async () => {
    const listing = await (await open('islands', '/stories', env.CONTENT)).res.text();
    const link = /href="(\/entries\/[^"/]+\/[^"?]+)"/.exec(listing)![1]!;
    const missing = gate();
    const pending = open('islands', '/entries/nothing/no-such-entry', missing.content);
    await settle();
    missing.open();
    const notFound = (await pending).res;
    expect(notFound.status).toBe(404);
    await notFound.arrayBuffer();

    const { res, reader: read } = await open('islands', link, env.CONTENT);
    expect(res.status).toBe(200);
    const reader = read();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toMatch(/<title>[^<]+ · Island Guide<\/title>/);
    expect(first).not.toContain('view--detail');
    expect(await rest(reader)).toContain('class="view view--detail');
  });

  it('shows the unavailable message in place of a view whose content fails after the response started', async () => {
    const content = gate(async () => new Response(JSON.stringify({ error: { id: 'internal_error', data: null } }), { status: 500 }));
    const { res, reader: read } = await open('islands', '/places', content.content);
    expect(res.status).toBe(200);
    content.open();
    const page = await rest(read());
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain('<h1 id="error-title">Briefly unavailable</h1>');
    expect(main).toContain('This guide is briefly unavailable while we reach our content service. Please try again in a minute.');
    expect(page).toContain('<footer');
  });
});

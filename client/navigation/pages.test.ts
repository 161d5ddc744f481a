import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchedPage, fragmentOf, type LinkFacts, navigableUrl, PageCache, pageKey } from './pages';

const page = new URL('https://islands.example/places?tab=map');
const link = (href: string, more: Partial<LinkFacts> = {}): LinkFacts => ({ href: new URL(href, page).href, written: href, target: '', download: false, ...more });
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('navigableUrl', () => {
  it('takes a plain click on a link to another page of this site', () => {
    expect(navigableUrl(link('/places/harbour'), page, click)?.href).toBe('https://islands.example/places/harbour');
    expect(navigableUrl(link('/places/harbour', { target: '_self' }), page, click)).toBeDefined();
    // The same path with another query is another page (another tab, another filter).
    expect(navigableUrl(link('/places?tab=grid'), page, click)).toBeDefined();
    // Prefetching reads the link alone: there is no click yet.
    expect(navigableUrl(link('/events'), page)).toBeDefined();
  });

  it('leaves modifier keys, other buttons and clicks already handled to the browser', () => {
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(navigableUrl(link('/places/harbour'), page, { ...click, ...change })).toBeUndefined();
    }
  });

  it('leaves other windows, downloads, other origins and other schemes to the browser', () => {
    expect(navigableUrl(link('/places/harbour', { target: '_blank' }), page, click)).toBeUndefined();
    expect(navigableUrl(link('/places/harbour', { download: true }), page, click)).toBeUndefined();
    expect(navigableUrl(link('https://elsewhere.example/places'), page, click)).toBeUndefined();
    expect(navigableUrl(link('mailto:desk@islands.example'), page, click)).toBeUndefined();
    expect(navigableUrl(link('', { href: '' }), page, click)).toBeUndefined();
  });

  it('leaves files to the browser: a download, a feed, a calendar', () => {
    for (const file of ['/places/features.geojson', '/places/features.gpx', '/events/calendar.ics', '/feed.xml']) {
      expect(navigableUrl(link(file), page, click)).toBeUndefined();
    }
  });

  it('leaves a jump within the page to the browser, but takes a fragment of another page', () => {
    expect(navigableUrl(link('#list'), page, click)).toBeUndefined();
    expect(navigableUrl(link('/places?tab=map#list'), page, click)).toBeUndefined();
    expect(navigableUrl(link('/places/harbour#getting-there'), page, click)?.hash).toBe('#getting-there');
  });
});

describe('pageKey', () => {
  it('names a page without its fragment', () => {
    expect(pageKey(new URL('https://islands.example/places?tab=map#list'))).toBe('https://islands.example/places?tab=map');
    expect(pageKey(new URL('https://islands.example/places'))).toBe('https://islands.example/places');
  });
});

describe('fragmentOf', () => {
  it('reads the fragment as an element id, decoded', () => {
    expect(fragmentOf(new URL('https://islands.example/places#getting-there'))).toBe('getting-there');
    expect(fragmentOf(new URL('https://islands.example/lugares#c%C3%B3mo-llegar'))).toBe('cómo-llegar');
  });

  it('takes a malformed escape literally, and no fragment as none', () => {
    expect(fragmentOf(new URL('https://islands.example/places#100%'))).toBe('100%');
    expect(fragmentOf(new URL('https://islands.example/places#'))).toBeUndefined();
    expect(fragmentOf(new URL('https://islands.example/places'))).toBeUndefined();
  });
});

describe('PageCache', () => {
  let fetched: string[];
  let answers: Map<string, (page: FetchedPage) => void>;
  const fetchPage = (url: string) => {
    fetched.push(url);
    return new Promise<FetchedPage>((resolve) => answers.set(url, resolve));
  };
  const answer = async (url: string) => {
    answers.get(url)?.({ url, html: `<title>${url}</title>` });
    await Promise.resolve();
  };

  beforeEach(() => {
    fetched = [];
    answers = new Map();
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => vi.useRealTimers());

  it('fetches a page once while it is fresh, whether prefetched or clicked', async () => {
    const pages = new PageCache(fetchPage);
    const first = pages.get('/a');
    expect(pages.get('/a')).toBe(first);
    await answer('/a');
    vi.advanceTimersByTime(29_000);
    expect(pages.get('/a')).toBe(first);
    expect(fetched).toEqual(['/a']);
    expect((await first).html).toBe('<title>/a</title>');
  });

  it('fetches it again after 30 seconds', () => {
    const pages = new PageCache(fetchPage);
    pages.get('/a');
    vi.advanceTimersByTime(30_000);
    pages.get('/a');
    expect(fetched).toEqual(['/a', '/a']);
  });

  it('says a navigation must wait until the page has arrived, and once it is stale again', async () => {
    const pages = new PageCache(fetchPage);
    expect(pages.pending('/a')).toBe(true);
    pages.get('/a');
    expect(pages.pending('/a')).toBe(true);
    await answer('/a');
    expect(pages.pending('/a')).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(pages.pending('/a')).toBe(true);
  });

  it('fetches a forgotten page (one that failed to swap in) again', () => {
    const pages = new PageCache(fetchPage);
    pages.get('/a');
    pages.forget('/a');
    pages.get('/a');
    expect(fetched).toEqual(['/a', '/a']);
  });

  it('holds 12 pages, dropping the one fetched longest ago', () => {
    const pages = new PageCache(fetchPage);
    for (let n = 1; n <= 13; n += 1) pages.get(`/${n}`);
    pages.get('/13');
    pages.get('/2');
    expect(fetched).toHaveLength(13);
    pages.get('/1');
    expect(fetched.at(-1)).toBe('/1');
    expect(fetched).toHaveLength(14);
  });
});

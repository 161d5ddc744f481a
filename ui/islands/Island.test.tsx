import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from './Island';
import { decodeProps } from './island-protocol';
import type { SearchPanelProps } from './SearchPanel';

const search: SearchPanelProps = {
  id: 'site-search',
  action: '/search',
  labels: {
    search: 'Search',
    searchLabel: 'Search this guide',
    searchSubmit: 'Search',
    searchPlaceholder: '</div><script>alert("x")</script> & more',
    closeSearch: 'Close search',
    searching: 'Searching…',
    noResults: 'No results were found.',
  },
};

/** The text of the props' data block: a browser's parser ends a script element at the first `</script`. */
function propsText(html: string): string | undefined {
  return /<script type="application\/json" data-island-props="search">([\s\S]*?)<\/script/i.exec(html)?.[1];
}

describe('Island (server render)', () => {
  const html = renderToString(<Island name="search" load="interaction" props={search} />);

  it('wraps the view in an element naming the island and its loading strategy, its props right after it', () => {
    expect(html).toMatch(/^<div data-island="search" data-island-load="interaction"><a class="search-toggle" href="#site-search"/);
    expect(html).toMatch(/<form role="search" [^>]*action="\/search"/);
    expect(html).toMatch(/<\/div><\/div><script type="application\/json" data-island-props="search">[^<]*<\/script>$/);
  });

  it('carries the props as JSON in a data block, the only script element: nothing in them ends it', () => {
    expect(html.match(/<script\b[^>]*>/gi)).toEqual(['<script type="application/json" data-island-props="search">']);
    expect(propsText(html)).not.toContain('<');
    expect(decodeProps(propsText(html))).toEqual(search);
  });

  it('renders the view as it works without JavaScript: a fragment link and a plain form', () => {
    expect(html).not.toContain('role="button"');
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('disabled');
    expect(html).toContain('<a class="search-close" href="#top" data-search-close="">Close search</a>');
  });
});

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

/** The value of `name` on the first tag that has it, entities decoded the way a browser does. */
function attribute(html: string, name: string): string | undefined {
  const raw = new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
  return raw?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('Island (server render)', () => {
  const html = renderToString(<Island name="search" load="interaction" props={search} />);

  it('wraps the view in an element naming the island and its loading strategy', () => {
    expect(html).toMatch(/^<div data-island="search" data-island-load="interaction" data-island-props="[^"]*"><a class="search-toggle" href="#site-search"/);
    expect(html).toMatch(/<form role="search" [^>]*action="\/search"/);
    expect(html).toMatch(/<\/div><\/div>$/);
  });

  it('carries the props as escaped JSON in an attribute: no script element, nothing that ends the attribute', () => {
    expect(html).not.toMatch(/<script/i);
    expect(decodeProps(attribute(html, 'data-island-props'))).toEqual(search);
  });

  it('renders the view as it works without JavaScript: a fragment link and a plain form', () => {
    expect(html).not.toContain('role="button"');
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('disabled');
    expect(html).toContain('<a class="search-close" href="#top" data-search-close="">Close search</a>');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('turns single newlines inside a paragraph into line breaks', () => {
    expect(renderMarkdown('one\ntwo\nthree')).toBe('<p>one<br />\ntwo<br />\nthree</p>');
  });

  it('keeps paragraphs separate and does not break between blocks', () => {
    expect(renderMarkdown('one\n\ntwo')).toBe('<p>one</p>\n<p>two</p>');
  });

  it('leaves newlines inside fenced code alone', () => {
    expect(renderMarkdown('```\na\nb\n```')).toBe('<pre><code>a\nb\n</code></pre>');
  });

  it('renders GFM tables with alignment', () => {
    const html = renderMarkdown('| Trail | Miles |\n|:--|--:|\n| Rim | 4.2 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<th align="left">Trail</th>');
    expect(html).toContain('<td align="right">4.2</td>');
  });

  it('renders strikethrough and autolinks as external links', () => {
    expect(renderMarkdown('~~old~~ see www.example.org')).toBe('<p><del>old</del> see <a href="http://www.example.org" target="_blank" rel="noopener noreferrer">www.example.org</a></p>');
  });

  it('opens external links in a new tab and keeps internal links in place', () => {
    expect(renderMarkdown('[a](https://example.org) [b](/places)')).toBe('<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a> <a href="/places">b</a></p>');
  });

  it('adds q=75 and rot=auto to CDN images and upgrades http', () => {
    expect(renderMarkdown('![Falls](http://cdn.elebase.io/p/falls.jpg)')).toBe('<p><img src="https://cdn.elebase.io/p/falls.jpg?q=75&amp;rot=auto" alt="Falls" /></p>');
  });

  it('keeps safe HTML inside markdown and removes hostile HTML', () => {
    const html = renderMarkdown('Hello <strong>there</strong>\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))');
    expect(html).toContain('<strong>there</strong>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('removes script blocks with their code instead of showing them as text', () => {
    expect(renderMarkdown('Before\n\n<script>\nalert(1)\n</script>\n\nAfter <style>p{}</style> end')).toBe('<p>Before</p>\n\n<p>After  end</p>');
  });

  it('keeps GFM footnote links working', () => {
    const html = renderMarkdown('Fact[^1]\n\n[^1]: Source');
    expect(html).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1">1</a>');
    expect(html).toContain('<li id="user-content-fn-1">');
  });

  it('demotes h1 headings to h2', () => {
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('does not break lines inside inline HTML tags', () => {
    expect(renderMarkdown('a <a\nhref="/x">b</a>')).toBe('<p>a <a href="/x">b</a></p>');
  });
});

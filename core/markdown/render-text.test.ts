import { describe, expect, it } from 'vitest';
import { plainTextToHtml, renderText, excerpt } from './render-text';

describe('renderText', () => {
  it('escapes plain text and keeps its line breaks', () => {
    expect(renderText('a < b\n<script>x</script>', 'text/plain')).toBe('a &lt; b<br />\n&lt;script&gt;x&lt;/script&gt;');
  });

  it('treats a missing type as plain text', () => {
    expect(renderText('**not bold**', undefined)).toBe('**not bold**');
  });

  it('renders markdown', () => {
    expect(renderText('**bold**', 'text/markdown')).toBe('<p><strong>bold</strong></p>');
  });

  it('renders a text again for other options and for another dead-link check', () => {
    const text = '[a](https://guide.example/x) [b](/gone)';
    expect(renderText(text, 'text/markdown', { siteHosts: ['guide.example'] })).not.toContain('target="_blank"');
    expect(renderText(text, 'text/markdown')).toContain('target="_blank"');
    const gone = (href: string) => href === '/gone';
    expect(renderText(text, 'text/markdown', { isDeadLink: gone })).not.toContain('href="/gone"');
    expect(renderText(text, 'text/markdown', { isDeadLink: () => false })).toContain('href="/gone"');
    expect(renderText(text, 'text/markdown', { isDeadLink: gone })).not.toContain('href="/gone"');
  });

  it('sanitizes HTML', () => {
    expect(renderText('<p onclick="x()">ok</p>', 'text/html')).toBe('<p>ok</p>');
  });

  it('escapes quotes in plain text', () => {
    expect(plainTextToHtml(`"it's"`)).toBe('&quot;it&#39;s&quot;');
  });
});

describe('excerpt length', () => {
  it('returns short text unchanged', () => {
    expect(excerpt('short', 'text/plain', 10)).toBe('short');
    expect(excerpt('x'.repeat(500), 'text/plain')).toBe('x'.repeat(500));
  });

  it('cuts to at most the length, ending with an ellipsis', () => {
    const out = excerpt('x'.repeat(600), 'text/plain');
    expect(out).toHaveLength(500);
    expect(out.endsWith('\u2026')).toBe(true);
  });

  it('ends on a word boundary when one is close', () => {
    expect(excerpt('The quick brown fox jumps over the lazy dog and runs far away', 'text/plain', 50)).toBe('The quick brown fox jumps over the lazy dog and\u2026');
    expect(excerpt('abcdefghij klmnopqrstuvwxyz', 'text/plain', 20)).toBe('abcdefghij klmnopqr\u2026');
  });
});

describe('excerpt', () => {
  it('strips markdown to plain text', () => {
    expect(excerpt('# Title\n\nSome **bold** and [a link](https://x.example).', 'text/markdown')).toBe('Title Some bold and a link.');
  });

  it('strips HTML including script bodies', () => {
    expect(excerpt('<p>Hi &amp; bye</p><script>evil()</script>', 'text/html')).toBe('Hi & bye');
  });

  it('collapses whitespace of plain text and truncates at 500 characters by default', () => {
    const long = `${'word '.repeat(200)}`;
    const out = excerpt(long, 'text/plain');
    expect(out.length).toBeLessThanOrEqual(500);
    expect(out.endsWith('word\u2026')).toBe(true);
  });
});

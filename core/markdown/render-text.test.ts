import { describe, expect, it } from 'vitest';
import { plainTextToHtml, renderText } from './render-text';

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

import { describe, expect, it } from 'vitest';
import { escapeXml, scriptJson } from './text';

describe('scriptJson', () => {
  const value = { title: '</script><script>alert(1)</script> <!-- & "quotes" \u2028\u2029', list: [1, 'two', null] };

  it('reads back as the same value', () => {
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });

  it('holds no "<" (nothing can end the element or open a comment) and no line separators', () => {
    const text = scriptJson(value);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
  });
});

describe('escapeXml', () => {
  it('escapes a URL as XML text, so a sitemap loc or GPX name holds it whole', () => {
    expect(escapeXml('https://a.example/?a=1&b=<2>')).toBe('https://a.example/?a=1&amp;b=&lt;2&gt;');
  });

  it('escapes both quotes, so the text is safe as an attribute value', () => {
    expect(escapeXml(`say "hi" & 'bye'`)).toBe('say &quot;hi&quot; &amp; &apos;bye&apos;');
  });
});

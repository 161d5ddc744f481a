import { describe, expect, it } from 'vitest';
import { sanitizeHtml, htmlToText } from './sanitize-html';

const hostile: [string, string][] = [
  ['script tag', '<p>hi</p><script>alert(1)</script>'],
  ['mixed-case script', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script with attributes', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror unquoted', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload="alert(1)"><circle/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['body onload', '<body onload="alert(1)">x</body>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['upper-case javascript href', '<a href="JAVASCRIPT:alert(1)">x</a>'],
  ['javascript with newline', '<a href="java\nscript:alert(1)">x</a>'],
  ['javascript with tab entity', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['javascript with decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript with hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['javascript with colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['javascript with leading space', '<a href="   javascript:alert(1)">x</a>'],
  ['javascript with null byte', '<a href="java\u0000script:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['unclosed attribute', '<a href="https://ok.example" onclick="alert(1)>x</a>'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['event handler on allowed tag', '<p onmouseover="alert(1)">x</p>'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['math xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
];

describe('sanitizeHtml against hostile markup', () => {
  it.each(hostile)('%s leaves nothing executable', (_name, html) => {
    // Escaped text (`&lt;script`) is inert; only real tags can carry behaviour.
    const tags = (
      sanitizeHtml(html)
        .toLowerCase()
        .match(/<[^>]*>/g) ?? []
    ).join(' ');
    expect(tags).not.toMatch(/<\/?(script|iframe|object|embed|style|svg|form|meta|base|link|math|body)\b/);
    expect(tags).not.toMatch(/\son[a-z]+\s*=/);
    expect(tags).not.toMatch(/(javascript|vbscript|data)(:|&colon;)/);
    expect(tags).not.toMatch(/style=/);
  });

  it('keeps the text around a removed script but not the script body', () => {
    expect(sanitizeHtml('<p>before<script>alert(1)</script>after</p>')).toBe('<p>beforeafter</p>');
  });

  it('escapes a tag whose attribute never closes instead of emitting it', () => {
    expect(sanitizeHtml('<a href="https://ok.example" onclick="alert(1)>x</a>')).not.toContain('<a ');
  });

  it('drops the href of a dangerous link but keeps its text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });
});

describe('sanitizeHtml allow-list', () => {
  it('keeps safe structure and allowed attributes', () => {
    const html =
      '<h2>T</h2><p><strong>a</strong> <em>b</em><sup>1</sup><sub>2</sub></p><ul><li>x</li></ul><ol start="3"><li>y</li></ol><blockquote>q</blockquote><pre><code>c</code></pre><hr><figure><figcaption>f</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with alignment and spans, dropping bad values', () => {
    expect(sanitizeHtml('<table><thead><tr><th align="center">h</th></tr></thead><tbody><tr><td colspan="2" align="evil">d</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th align="center">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>',
    );
  });

  it('turns h1 into h2 because the page title owns the h1', () => {
    expect(sanitizeHtml('<h1 class="x">Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('strips unknown tags and attributes such as class and id', () => {
    expect(sanitizeHtml('<div class="a" id="b"><span class="c">t</span></div>')).toBe('<span>t</span>');
  });

  it("keeps only 'user-content-' ids, so content cannot clobber the page's own ids", () => {
    expect(sanitizeHtml('<a id="user-content-fnref-1" href="#user-content-fn-1">1</a><li id="main">x</li>')).toBe('<a id="user-content-fnref-1" href="#user-content-fn-1">1</a><li>x</li>');
  });

  it('keeps only numeric image dimensions', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="A" width="100" height="50%">')).toBe('<img src="/a.png" alt="A" width="100">');
  });

  it('encodes quotes in attribute values', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="say &quot;hi&quot; <b>">')).toBe('<img src="/a.png" alt="say &quot;hi&quot; &lt;b&gt;">');
  });
});

describe('sanitizeHtml links and images', () => {
  it('opens external links in a new tab without an opener, replacing author target/rel', () => {
    expect(sanitizeHtml('<a href="https://example.org/x" target="_self" rel="opener">x</a>')).toBe('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps relative, mailto, tel and same-site links in the same tab', () => {
    expect(sanitizeHtml('<a href="/places">p</a>')).toBe('<a href="/places">p</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.org">m</a>')).toBe('<a href="mailto:a@b.org">m</a>');
    expect(sanitizeHtml('<a href="tel:+15551234">t</a>')).toBe('<a href="tel:+15551234">t</a>');
    expect(sanitizeHtml('<a href="https://guide.example/x">s</a>', { siteHosts: ['guide.example'] })).toBe('<a href="https://guide.example/x">s</a>');
  });

  it('takes the href off a link the site cannot answer, keeping its text', () => {
    const isDeadLink = (href: string) => href.startsWith('/events');
    expect(sanitizeHtml('<p>Soon. <a href="/events?tab=map">See events</a> or <a href="/places">places</a></p>', { isDeadLink })).toBe(
      '<p>Soon. <a>See events</a> or <a href="/places">places</a></p>',
    );
  });

  it('adds q=75 and rot=auto to image-CDN images and upgrades http to https', () => {
    expect(sanitizeHtml('<img src="http://cdn.elebase.io/p/a.jpg?w=400">')).toBe('<img src="https://cdn.elebase.io/p/a.jpg?w=400&amp;q=75&amp;rot=auto">');
    expect(sanitizeHtml('<img src="https://media.elebase.io/a.jpg?q=90">')).toBe('<img src="https://media.elebase.io/a.jpg?q=90&amp;rot=auto">');
  });

  it('leaves other hosts untouched except for the https upgrade', () => {
    expect(sanitizeHtml('<img src="http://photos.example/a.jpg">')).toBe('<img src="https://photos.example/a.jpg">');
  });

  it('honours configured image hosts', () => {
    expect(sanitizeHtml('<img src="https://img.example/a.jpg">', { imageHosts: ['img.example'] })).toBe('<img src="https://img.example/a.jpg?q=75&amp;rot=auto">');
  });

  it('decodes every named, typographic and numeric reference in attribute text, as browsers do', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="Caf&eacute; &amp; cr&egrave;me &ndash; &ldquo;na&iuml;ve&rdquo;">')).toBe('<img src="/a.png" alt="Café &amp; crème – “naïve”">');
    expect(sanitizeHtml('<a href="/x" title="Fa&ccedil;ade &#8217;90 &#x2014; &#150;&#153;">x</a>')).toBe('<a href="/x" title="Façade ’90 — –™">x</a>');
    // Legacy references decode without their semicolon only where HTML decodes them.
    expect(sanitizeHtml('<a href="/x?a=1&copy=2&amp;b=3&lt" title="&copy 2024 &copy;">x</a>')).toBe('<a href="/x?a=1&amp;copy=2&amp;b=3&lt;" title="&amp;copy 2024 ©">x</a>');
    expect(sanitizeHtml('<img src="/a.png" alt="&#0;&#xD800;&unknownname;">')).toBe('<img src="/a.png" alt="\ufffd\ufffd&amp;unknownname;">');
  });
});

describe('htmlToText', () => {
  it('keeps visible text, separates blocks and decodes entities', () => {
    expect(htmlToText('<h2>Title</h2><p>Fish &amp; chips&nbsp;here</p><ul><li>a</li><li>b</li></ul>')).toBe('Title Fish & chips\u00a0here a b'.replace(/\s+/g, ' '));
  });

  it('drops script and style bodies entirely', () => {
    expect(htmlToText('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('ok');
  });
});

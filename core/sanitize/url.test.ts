import { describe, expect, it } from 'vitest';
import { hostMatches, imageSrcset, isExternalUrl, optimiseImageUrl, safeUrl } from './url';

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:x',
    'vbscript:x',
    'data:image/png;base64,AAAA',
    'data:text/html,x',
    '&#x6a;avascript:x',
    'java&NewLine;script:x',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (url) => {
    expect(safeUrl(url, 'link')).toBeNull();
  });

  it('allows web, mail, phone and relative links', () => {
    expect(safeUrl('https://a.example/x?y=1&amp;z=2', 'link')).toBe('https://a.example/x?y=1&z=2');
    expect(safeUrl('mailto:a@b.org', 'link')).toBe('mailto:a@b.org');
    expect(safeUrl('/entries/x/1', 'link')).toBe('/entries/x/1');
    expect(safeUrl('#top', 'link')).toBe('#top');
    expect(safeUrl('page?a=b:c', 'link')).toBe('page?a=b:c');
  });

  it('refuses mailto and tel for images and upgrades protocol-relative and http images', () => {
    expect(safeUrl('mailto:a@b.org', 'image')).toBeNull();
    expect(safeUrl('//cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png');
    expect(safeUrl('http://cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png');
  });
});

describe('hosts', () => {
  it('matches exact and wildcard hosts', () => {
    expect(hostMatches('cdn.elebase.io', ['*.elebase.io'])).toBe(true);
    expect(hostMatches('a.b.elebase.io', ['*.elebase.io'])).toBe(true);
    expect(hostMatches('elebase.io.evil.example', ['*.elebase.io'])).toBe(false);
    expect(hostMatches('notelebase.io', ['*.elebase.io'])).toBe(false);
  });

  it('treats only absolute links to other hosts as external', () => {
    expect(isExternalUrl('https://x.example/a')).toBe(true);
    expect(isExternalUrl('/a')).toBe(false);
    expect(isExternalUrl('https://Guide.Example/a', ['guide.example'])).toBe(false);
  });

  it('does not override an explicit quality or rotation', () => {
    expect(optimiseImageUrl('https://cdn.elebase.io/a.jpg?q=50&rot=0')).toBe('https://cdn.elebase.io/a.jpg?q=50&rot=0');
  });
});

describe('imageSrcset', () => {
  it('lists the image CDN widths through its w param, keeping the other params', () => {
    const srcset = imageSrcset('https://cdn.elebase.io/a.jpg?q=75&rot=auto');
    expect(srcset).toBe([320, 640, 960, 1280, 1920].map((w) => `https://cdn.elebase.io/a.jpg?q=75&rot=auto&w=${w} ${w}w`).join(', '));
  });

  it("gives none for other hosts, local files, or an author's fixed width or dpr", () => {
    expect(imageSrcset('https://example.com/a.jpg')).toBeUndefined();
    expect(imageSrcset('/media/islands/trail.svg')).toBeUndefined();
    expect(imageSrcset('https://cdn.elebase.io/a.jpg?w=800')).toBeUndefined();
    expect(imageSrcset('https://cdn.elebase.io/a.jpg?dpr=2')).toBeUndefined();
  });
});

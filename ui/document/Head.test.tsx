import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Head } from './Head';
import { DEFAULT_TITLE, documentTitle, type HeadProps } from './head-meta';

const base: HeadProps = {
  title: 'Places · Island Guide',
  description: 'Beaches and villages.',
  siteName: 'Island Guide',
  locale: 'es',
  canonical: 'https://islands.example/lugares',
  ogType: 'website',
  noindex: false,
  alternates: [
    { hrefLang: 'en', href: 'https://islands.example/places' },
    { hrefLang: 'es', href: 'https://islands.example/lugares' },
    { hrefLang: 'x-default', href: 'https://islands.example/places' },
  ],
  themeColor: '#006d77',
  icon: '/images/islands/icon.png',
  manifest: '/manifest.webmanifest',
  stylesheets: ['/styles/site-AAAAAAAA.css', '/theme.css?v=1'],
  scripts: ['/assets/main-BBBBBBBB.js'],
  jsonLd: [],
};

const render = (props: HeadProps) => renderToString(<Head {...props} />);

describe('Head', () => {
  it('renders title, description, canonical, hreflang alternates and theme colour', () => {
    const html = render(base);
    expect(html).toContain('<title>Places · Island Guide</title>');
    expect(html).toContain('<meta name="description" content="Beaches and villages."/>');
    expect(html).toContain('<link rel="canonical" href="https://islands.example/lugares"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://islands.example/places"/>');
    expect(html).toContain('<meta name="theme-color" content="#006d77"/>');
    expect(html).not.toContain('name="robots"');
  });

  it('uses a large summary card with an image and a plain summary without', () => {
    const withImage = render({ ...base, image: 'https://islands.example/images/islands/share.jpg' });
    expect(withImage).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(withImage).toContain('<meta property="og:image" content="https://islands.example/images/islands/share.jpg"/>');
    expect(withImage).toContain('<meta property="og:locale" content="es_ES"/>');
    const without = render(base);
    expect(without).toContain('<meta name="twitter:card" content="summary"/>');
    expect(without).not.toContain('og:image');
  });

  it('links scripts as external modules only, and says noindex when asked', () => {
    const html = render({ ...base, noindex: true });
    expect(html).toContain('<script type="module" src="/assets/main-BBBBBBBB.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("titles pages '<page> · <site>', defaulting to 'Travel Guide'", () => {
    expect(documentTitle('Places', 'Island Guide')).toBe('Places · Island Guide');
    expect(documentTitle(undefined, 'Island Guide')).toBe('Island Guide');
    expect(documentTitle('Island Guide', 'Island Guide')).toBe('Island Guide');
    expect(documentTitle(undefined, '')).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toBe('Travel Guide');
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from './Document';
import { documentTitle, type HeadProps, ownTitle } from './head-meta';

const base: HeadProps = {
  title: 'Places · Island Guide',
  description: 'Beaches and villages.',
  siteName: 'Island Guide',
  locale: 'es',
  canonical: 'https://islands.example/lugares',
  card: { url: 'https://islands.example/lugares/card.png', width: 1200, height: 630, alt: 'Tarjeta de «Lugares»' },
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

const render = (props: HeadProps) => renderToString(<Document head={props}>{null}</Document>);

describe('the document head', () => {
  it('renders title, description, canonical, hreflang alternates and theme colour', () => {
    const html = render(base);
    expect(html).toContain('<title>Places · Island Guide</title>');
    expect(html).toContain('<meta name="description" content="Beaches and villages."/>');
    expect(html).toContain('<link rel="canonical" href="https://islands.example/lugares"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://islands.example/places"/>');
    expect(html).toContain('<meta name="theme-color" content="#006d77"/>');
    expect(html).not.toContain('name="robots"');
  });

  it('declares the share card as a large PNG summary with its size and alt text', () => {
    const html = render(base);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:image" content="https://islands.example/lugares/card.png"/>');
    expect(html).toContain('<meta property="og:image:type" content="image/png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Tarjeta de «Lugares»"/>');
    expect(html).toContain('<meta name="twitter:image" content="https://islands.example/lugares/card.png"/>');
    expect(html).toContain('<meta name="twitter:image:alt" content="Tarjeta de «Lugares»"/>');
    expect(html).toContain('<meta property="og:locale" content="es_ES"/>');
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
    expect(documentTitle(undefined, '')).toBe('Travel Guide');
    expect(documentTitle('Travel Guide', undefined)).toBe('Travel Guide');
  });
});

describe('ownTitle', () => {
  it("gives back the page's own title from its document title, or the site's name for the home page", () => {
    expect(ownTitle(documentTitle('Places', 'Island Guide'))).toBe('Places');
    expect(ownTitle(documentTitle(undefined, 'Island Guide'))).toBe('Island Guide');
    expect(ownTitle('   ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cardHref, cardPath, downloadPath } from './page-files';

describe('cardPath', () => {
  it('names the page of a card', () => {
    expect(cardPath('/trails/card.png')).toEqual({ pagePath: '/trails' });
    expect(cardPath('/entries/falls-loop/e1/card.png')).toEqual({ pagePath: '/entries/falls-loop/e1' });
    expect(cardPath('/card.png')).toEqual({ pagePath: '/' });
  });

  it('is null for any other path', () => {
    expect(cardPath('/trails')).toBeNull();
    expect(cardPath('/trails/card.jpg')).toBeNull();
    expect(cardPath('/trails/card.png/more')).toBeNull();
  });
});

describe('cardHref', () => {
  it('is the page path with /card.png, the home page included', () => {
    expect(cardHref('/trails')).toBe('/trails/card.png');
    expect(cardHref('/trails/')).toBe('/trails/card.png');
    expect(cardHref('/')).toBe('/card.png');
  });

  it('names a language the path does not', () => {
    expect(cardHref('/trails', 'es')).toBe('/trails/card.png?locale=es');
  });

  it('round-trips through cardPath', () => {
    expect(cardPath(cardHref('/entries/a/b'))).toEqual({ pagePath: '/entries/a/b' });
  });
});

describe('downloadPath', () => {
  it('names the page and format of a download', () => {
    expect(downloadPath('/trails/features.gpx')).toEqual({ pagePath: '/trails', format: 'gpx' });
    expect(downloadPath('/entries/falls-loop/e1/features.geojson')).toEqual({ pagePath: '/entries/falls-loop/e1', format: 'geojson' });
    expect(downloadPath('/features.gpx')).toEqual({ pagePath: '/', format: 'gpx' });
  });

  it('is null for any other path', () => {
    expect(downloadPath('/trails')).toBeNull();
    expect(downloadPath('/trails/features.kml')).toBeNull();
    expect(downloadPath('/trails/features.gpx/more')).toBeNull();
  });
});

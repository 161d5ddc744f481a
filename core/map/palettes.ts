import type { SiteConfig } from '../site-config';

// Basemap colours, per site: the roles a flavour of @protomaps/basemaps is built from
// (core/map/basemap-layers.ts). Outdoor is light and quiet so the sites' saturated feature colours
// (routes, type colours, cluster fills) carry the map; hybrid stands in for imagery with labels, dark
// earth and sea with light lines and text, until a site configures a real hybrid style.

export type BasemapVariant = 'outdoor' | 'hybrid';

export interface BasemapPalette {
  /** Sea, lakes and rivers; also the style's background, so the sea shows wherever no earth is. */
  water: string;
  /** Names of water. */
  waterText: string;
  land: string;
  boundaries: string;
  /** Town and city names. */
  text: string;
  /** Country, region and neighbourhood names. */
  textMuted: string;
  halo: string;
}

type StyleVariables = SiteConfig['theme']['styleVariables'];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A theme colour when it is a plain hex (the variables may hold any CSS value), else the fallback. */
function hexOr(value: string | undefined, fallback: string): string {
  return value && HEX.test(value.trim()) ? value.trim() : fallback;
}

export function basemapPalette(variant: BasemapVariant, theme: StyleVariables): BasemapPalette {
  if (variant === 'hybrid') {
    return {
      water: '#1d3447',
      waterText: '#9fbcd1',
      land: '#34402f',
      boundaries: '#c9c3b3',
      text: '#ffffff',
      textMuted: '#d8d3c4',
      halo: 'rgba(0, 0, 0, 0.75)',
    };
  }
  return {
    water: '#bcd9e6',
    waterText: '#4f7f97',
    land: '#f3f1ea',
    boundaries: '#8d8698',
    // Labels take the site's text colour and sit on a halo of its background.
    text: hexOr(theme['color-text'], '#1b1b1b'),
    textMuted: '#6b6672',
    halo: hexOr(theme['color-background'], '#ffffff'),
  };
}

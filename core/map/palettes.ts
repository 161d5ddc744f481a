import type { SiteConfig } from '../site-config';

// Basemap colours. Outdoor is light and quiet so the sites' saturated feature colours (routes, type
// colours, cluster fills) carry the map; hybrid stands in for imagery with labels, dark earth and sea
// with light lines and text, until a site configures a real hybrid style.

export type BasemapVariant = 'outdoor' | 'hybrid';

export interface BasemapPalette {
  water: string;
  waterLine: string;
  land: string;
  coastline: string;
  country: string;
  state: string;
  county: string;
  text: string;
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
      waterLine: '#3f6683',
      land: '#34402f',
      coastline: '#5d7f99',
      country: '#e6e1d3',
      state: '#c9c3b3',
      county: '#8f8a7c',
      text: '#ffffff',
      textMuted: '#d8d3c4',
      halo: 'rgba(0, 0, 0, 0.75)',
    };
  }
  return {
    water: '#bcd9e6',
    waterLine: '#95c2d8',
    land: '#f3f1ea',
    coastline: '#8fb8cc',
    country: '#8d8698',
    state: '#a9a3b3',
    county: '#d3cfd8',
    // Labels take the site's text colour and sit on a halo of its background.
    text: hexOr(theme['color-text'], '#1b1b1b'),
    textMuted: '#6b6672',
    halo: hexOr(theme['color-background'], '#ffffff'),
  };
}

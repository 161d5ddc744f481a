import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { mapOpening } from '../../core/map/static/static-map';
import { mapStyleUrl } from '../../core/map/map-types';
import { defaultsFor } from '../../sites/defaults';
import { mapIslandSettings } from '../../ui/islands/map-props';
import type { CardModel, MapModel } from '../../ui/components/models';
import { TextProvider, type Translate } from '../../ui/components/text';

// Test-only helpers: a translator that shows the key and its params, so tests can see which string
// a component asked for without depending on the messages table.
const echo: Translate = (key, params) =>
  params
    ? `${key}(${Object.entries(params)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

/** Markup as the worker renders a view (worker/render/render-page.tsx). */
export async function render(node: ReactNode, t: Translate = echo): Promise<string> {
  return renderToString(<TextProvider t={t}>{node}</TextProvider>);
}

export function card(id: string, extra: Partial<CardModel> = {}): CardModel {
  return {
    id,
    title: `Entry ${id}`,
    href: `/entries/entry-${id}/${id}`,
    image: { url: `/media/demo/${id}.svg`, alt: '', placeholder: false },
    excerpt: `About ${id}.`,
    type: { id: 'place', label: 'Place' },
    ...extra,
  };
}

/** A page's map as the loaders hand it over: the default map settings, the page's features and its picture over the site's view. */
export function mapModel(features: string): MapModel {
  const { map } = defaultsFor('sandbox');
  const picture = { src: features.replace(/features\.geojson$/, 'map.svg'), alt: 'Map of the page', opening: mapOpening({ view: 'site' }, map, []) };
  return { settings: mapIslandSettings(map, 'en'), features, style: mapStyleUrl('en'), picture };
}

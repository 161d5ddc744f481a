// The shapes views render. Loaders (worker/pages) build them from content answers, so components
// never see raw content-API data and can be tested with tiny fixtures.

import type { MapOpening } from '../../core/map/static/camera';
import type { FeatureListItem, MapIslandSettings } from '../islands/map-props';

export type Tab = 'initial' | 'grid' | 'map';

export interface ImageModel {
  url: string;
  alt: string;
  caption?: string;
  /** Image-CDN widths (srcset candidates) where the image comes from the hosted API's CDN. */
  srcset?: string;
  placeholder: boolean;
}

export interface PointModel {
  lng: number;
  lat: number;
}

export interface CardModel {
  id: string;
  title: string;
  href: string;
  image: ImageModel;
  excerpt: string;
  type: { id: string; label: string };
  dates?: DateModel[];
  point?: PointModel;
  /** The facts that decide a visit (trails: length, gain, difficulty, route type; else area and price), in display text. */
  facts?: CardFactModel[];
  status?: { id: 'open' | 'closed' | 'closedTemporarily'; label: string };
}

export interface CardFactModel {
  id: 'length' | 'gain' | 'difficulty' | 'routeType' | 'area' | 'price';
  label: string;
  value: string;
}

export interface DateModel {
  /** ISO start, for <time dateTime>. */
  start: string;
  /** Display text in en-US form, e.g. 'June 3, 2026, 6:00 PM – 9:00 PM'. */
  text: string;
}

export interface LinkModel {
  label: string;
  url: string;
  external: boolean;
}

/** Already sanitized markup (core/markdown): the only kind of HTML a component may inject. */
export interface SafeHtml {
  __html: string;
}

export interface AttributeLineModel {
  label: string;
  value: SafeHtml;
}

export interface ContactModel {
  name?: string;
  organization?: string;
  addresses: { lines: string[] }[];
  phones: { text: string; href: string; name?: string }[];
  email?: string;
  website?: string;
}

export interface MeasurementsModel {
  length?: string;
  elevationGain?: string;
  elevationLoss?: string;
  elevationMax?: string;
  elevationMin?: string;
  gradeMax?: string;
  gradeMean?: string;
}

export interface ContributionModel {
  card: CardModel;
  /** Involved date range text, newest first ordering is the loader's job. */
  involved?: string;
}

export interface EmbedModel {
  id: string;
  title: string;
  url: string;
  author?: string;
  caption?: string;
  /** Only same-origin thumbnails: a page requests nothing from hosts the site did not configure. */
  thumbnail?: string;
}

export interface PaginationModel {
  page: number;
  last: number;
  /** The page numbers of the button window, ascending. */
  window: number[];
  from: number;
  to: number;
  total: number;
}

export interface OptionModel {
  value: string;
  label: string;
}

export interface CategoryFilterModel {
  label: string;
  options: OptionModel[];
}

/** The index query as the page understands it (validated from the URL by the loader). */
export interface IndexState {
  text: string;
  categories: string[];
  order?: string;
  page: number;
  tab?: Tab;
}

/** An elevation profile in display units (the loader converts metres per the locale's unit system). */
export interface ProfileModel {
  /** Chart points: distance in `distanceUnit`, elevation in `elevationUnit`, in drawing order. */
  points: { distance: number; elevation: number }[];
  distanceUnit: string;
  elevationUnit: string;
  /** The language the numbers are written in (its cursor island writes its own the same way). */
  locale: string;
  /** Formatted texts for the summary: lowest and highest elevation, total distance. */
  min: string;
  max: string;
  length: string;
  /** A sampled distance/elevation table, formatted. */
  rows: { distance: string; elevation: string }[];
}

/** What a page's map island needs from the loader: the site's map settings and where the page's features are. */
export interface MapModel {
  settings: MapIslandSettings;
  /** The page's features.geojson (its filters kept). */
  features: string;
  /** The basemap style in the page's language (mapStyleUrl). */
  style: string;
  /** The page's static map (its map.svg, filters kept), what it shows and where it opens; the map section adds its layout's size and camera. */
  picture: { src: string; alt: string; opening: MapOpening };
}

/** A detail page's map section: where the entry is and how to get there, and its features on the map. */
export interface EntryMapModel {
  /** The entry's point, else the start of its route: the map's marker and the directions target. */
  coordinates?: PointModel;
  /** Address lines of the entry's contact location. */
  address?: string[];
  directions?: string;
  downloads?: { geojson: string; gpx: string };
  /** The map island's data; absent when the entry has no features to draw. */
  map?: MapModel;
  /** The entry's features as the list beside its map. */
  items: FeatureListItem[];
}

export interface PromotionModel {
  id: string;
  title: string;
  description?: SafeHtml;
  image?: ImageModel;
  link?: LinkModel;
}

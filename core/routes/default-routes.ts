import type { SiteConfig } from '../site-config';
import type { TypeKind } from '../site-ids-schema';
import type { Tab, View } from './settings-schema';
import type { RouteMeta } from './types';

export interface DefaultRoute {
  name: string;
  path: string;
  view: View;
  /** Exists on every site: these pages need no CMS entry of their own. */
  intrinsic?: boolean;
  /** Index routes: the kind they list, looked up in the site's type ids. */
  kind?: TypeKind;
  meta: (config: SiteConfig) => Omit<RouteMeta, 'sitemap' | 'entryId'> & { sitemap?: boolean };
}

const igm: Tab[] = ['initial', 'grid', 'map'];

export const titleOrders = [
  { value: 'title', labelKey: 'order.titleAsc' },
  { value: '-title', labelKey: 'order.titleDesc' },
];

const createdOrders = [{ value: '-date_time.created', labelKey: 'order.newest' }, { value: 'date_time.created', labelKey: 'order.oldest' }, ...titleOrders];

/** The site that orders a list by publication date (docs/product/routes.md#ordering) uses these. */
export const publishedOrders = (publishedElement: string) => [
  { value: `-${publishedElement}`, labelKey: 'order.publishedDesc' },
  { value: publishedElement, labelKey: 'order.publishedAsc' },
  ...titleOrders,
];

const detail = (name: string): DefaultRoute => ({ name, path: `/${name}`, view: 'detail', meta: () => ({}) });

const list = (name: string, kind: TypeKind, tabs: Tab[]): DefaultRoute => ({
  name,
  path: `/${name}`,
  view: 'index',
  kind,
  meta: (config) => ({ types: [config.ids.types[kind]], categoriesElement: config.ids.elements.categories, tabs }),
});

/** docs/product/routes.md#default-routes, with their tabs and orders (#tabs, #ordering there). */
export const defaultRoutes: readonly DefaultRoute[] = [
  { name: 'home', path: '/', view: 'home', meta: () => ({}) },
  ...['about', 'join', 'login', 'map', 'order', 'privacy', 'supporters', 'terms'].map(detail),
  { name: 'entry', path: '/entries/{title}/{id}', view: 'detail', intrinsic: true, meta: () => ({}) },
  { name: 'embed', path: '/embeds/{title}/{id}', view: 'embed', intrinsic: true, meta: () => ({ sitemap: false }) },
  list('activities', 'activity', igm),
  list('areas', 'area', igm),
  {
    ...list('events', 'event', igm),
    meta: (config) => {
      const event = config.ids.elements.event;
      return {
        types: [config.ids.types.event],
        categoriesElement: config.ids.elements.categories,
        tabs: igm,
        orders: [{ value: event, labelKey: 'order.eventDate' }, ...titleOrders],
        defaultOrder: event,
        upcomingOnly: true,
        eventElement: event,
      };
    },
  },
  list('food', 'food', igm),
  list('itineraries', 'itinerary', ['grid', 'map']),
  list('lodging', 'lodging', igm),
  list('places', 'place', igm),
  list('shopping', 'shopping', igm),
  list('stories', 'story', ['grid']),
  list('trails', 'trail', igm),
  {
    name: 'entries',
    path: '/entries',
    view: 'index',
    meta: (config) => ({
      types: config.sitemap.types,
      categoriesElement: config.ids.elements.categories,
      tabs: ['grid', 'map'],
      orders: createdOrders,
      defaultOrder: '-date_time.created',
    }),
  },
];

export const defaultRouteByName: ReadonlyMap<string, DefaultRoute> = new Map(defaultRoutes.map((r) => [r.name, r]));

/** Index route name -> the entry kind it lists, for site files enabling lists by name. */
export const defaultIndexKinds: Readonly<Record<string, TypeKind>> = Object.fromEntries(defaultRoutes.flatMap((r) => (r.kind ? [[r.name, r.kind]] : [])));

import { typeName } from '../demo/context';
import { num, text } from '../demo/elements';
import { pointElement, routeElement } from '../demo/geo';
import { categoriesElements, optionDefinitions, optionElement } from '../demo/option-elements';
import type { DemoEntry, DemoFile, ImportElementSchemaInput, L } from '../demo/types';
import { walkingCategories } from './categories';
import { type LngLat, nearest, type Settlement, settlements, trailheads } from './geography';
import { hoursText, scheduleData, weeklySchedule } from './hours';
import { readExtract } from './pbf';
import { osmPlaces, type Place } from './places';
import { routedTrails } from './routed';
import { osmTrails, type Trail } from './trails';

// An OpenStreetMap extract as the content service's import file: trails, huts and peaks, sights,
// places to stay and to eat. Only what the tags say and plain geography (the nearest village, the
// altitude, what a trail connects): no made-up climb, times or photos. Each entry keeps its OSM
// element(s) in its `osm` element; generated texts carry the `generated` group, so a later import
// may refresh them while a description written by hand stays (osm/merge.ts).

export const GENERATED = 'generated';

interface OsmExportOptions {
  /** YYYY-MM-DD: the day the extract was taken; hours are stated as recorded then. */
  dataDate: string;
}

const ctx = { bilingual: false, categories: walkingCategories, random: () => 0 };
// Categories carry their labels in every language the walking taxonomy gives (English and German), as
// the generated texts do; the other option lists (route type, difficulty) are labelled from the
// interface's own messages on the pages.
const labelled = { ...ctx, bilingual: true };
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
} as const;

const types = (...ids: string[]) => ids.map((id) => ({ id, name: typeName(id) }));
const osmElement = (value: string): ImportElementSchemaInput => ({ id: 'osm', name: 'OpenStreetMap', type: 'id', data: value });
const generated = (id: string, value: { en: string; de: string }) => text(id, value, 'text/plain', [GENERATED]);
const attribute = (id: string, value: L, names: { en: string; de: string }): ImportElementSchemaInput => ({ ...text(id, value, 'text/plain', ['detail-attribute']), name: names });

function titleOf(tags: Record<string, string>): L {
  const name = tags.name!;
  const en = tags['name:en'] ?? name;
  const de = tags['name:de'] ?? name;
  return en === name && de === name ? name : { en, de };
}

const metresText = (n: number, locale: 'en' | 'de') => `${Math.round(n).toLocaleString(locale === 'en' ? 'en-GB' : 'de-CH')} m`;
const kmText = (n: number, locale: 'en' | 'de') => `${(Math.round(n / 100) / 10).toLocaleString(locale === 'en' ? 'en-GB' : 'de-CH', { minimumFractionDigits: 1 })} km`;

/** "in Vaduz" within a kilometre and a half of the village, else "3.2 km from Malbun". */
function whereabouts(point: LngLat, villages: readonly Settlement[], city?: string): { en: string; de: string } | undefined {
  if (city) return { en: `in ${city}`, de: `in ${city}` };
  const near = nearest(point, villages);
  if (!near) return undefined;
  if (near.metres < 1500) return { en: `in ${near.item.name}`, de: `in ${near.item.name}` };
  return { en: `${kmText(near.metres, 'en')} from ${near.item.name}`, de: `${kmText(near.metres, 'de')} von ${near.item.name}` };
}

const KIND_WORDS: Record<string, { en: string; de: string }> = {
  huts: { en: 'Mountain hut', de: 'Berghütte' },
  peaks: { en: 'Summit', de: 'Gipfel' },
  castles: { en: 'Castle', de: 'Burg' },
  museums: { en: 'Museum', de: 'Museum' },
  viewpoints: { en: 'Viewpoint', de: 'Aussichtspunkt' },
  attractions: { en: 'Sight', de: 'Sehenswürdigkeit' },
  hotels: { en: 'Hotel', de: 'Hotel' },
  hostels: { en: 'Hostel', de: 'Jugendherberge' },
  'guest-houses': { en: 'Guest house', de: 'Gästehaus' },
  campsites: { en: 'Campsite', de: 'Campingplatz' },
  restaurants: { en: 'Restaurant', de: 'Restaurant' },
  cafes: { en: 'Café', de: 'Café' },
};

function placeSummary(place: Place, villages: readonly Settlement[]): { en: string; de: string } {
  const word = KIND_WORDS[place.category]!;
  const ele = Number.parseFloat(place.tags.ele ?? '');
  const where = whereabouts(place.at, villages, place.tags['addr:city']);
  const height = (l: 'en' | 'de') => (Number.isFinite(ele) ? (l === 'en' ? ` at ${metresText(ele, l)}` : ` auf ${metresText(ele, l)}`) : '');
  return {
    en: `${word.en}${height('en')}${where ? `${height('en') ? ',' : ''} ${where.en}` : ''}.`,
    de: `${word.de}${height('de')}${where ? `${height('de') ? ',' : ''} ${where.de}` : ''}.`,
  };
}

function recordedOn(dataDate: string) {
  const month = Number(dataDate.slice(5, 7)) - 1;
  const [year, day] = [dataDate.slice(0, 4), Number(dataDate.slice(8, 10))];
  return { en: `${day} ${MONTHS.en[month]} ${year}`, de: `${day}. ${MONTHS.de[month]} ${year}` };
}

/** The Monday on or before the data's day: the week whose hours are read. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function placeEntry(place: Place, villages: readonly Settlement[], options: OsmExportOptions): DemoEntry {
  const { tags } = place;
  const id = `osm-${place.osm.replace('/', '-')}`;
  const elements: ImportElementSchemaInput[] = [
    osmElement(place.osm),
    generated('short_description', placeSummary(place, villages)),
    pointElement('location', `${id}-point`, tags.name!, place.at),
    ...categoriesElements(labelled, place.kind, [place.category]),
  ];
  const ele = Number.parseFloat(tags.ele ?? '');
  if (Number.isFinite(ele)) elements.push(attribute('elevation', { en: metresText(ele, 'en'), de: metresText(ele, 'de') }, { en: 'Elevation', de: 'Höhe' }));
  const street = [tags['addr:street'], tags['addr:housenumber']].filter(Boolean).join(' ');
  const town = [tags['addr:postcode'], tags['addr:city']].filter(Boolean).join(' ');
  if (street || town) elements.push(attribute('address', [street, town].filter(Boolean).join(', '), { en: 'Address', de: 'Adresse' }));
  if (tags.phone) elements.push(attribute('phone', tags.phone, { en: 'Phone', de: 'Telefon' }));
  const website = tags.website ?? tags['contact:website'];
  if (website) elements.push(text('website', /^https?:\/\//.test(website) ? website : `https://${website}`));
  const schedule = tags.opening_hours ? weeklySchedule(tags.opening_hours, mondayOf(options.dataDate)) : undefined;
  if (schedule) {
    // The text for any client and the map's popups (named in the importer's languages, as the popup's
    // line is labelled in the page's); the week itself for pages that write it in their own formats.
    elements.push({ ...text('hours', hoursText(schedule, recordedOn(options.dataDate)), 'text/plain', ['detail-attribute', 'popup-attribute']), name: { en: 'Hours', de: 'Öffnungszeiten' } });
    elements.push(text('weekly_hours', scheduleData(schedule)));
  }
  return { id, title: titleOf(tags), types: types(place.kind, ...(place.extraType ? [place.extraType] : [])), phase: 4, created: `${options.dataDate}T00:00:00Z`, elements };
}

const DIFFICULTY: Record<string, 'easy' | 'moderate' | 'difficult'> = { hiking: 'easy', mountain_hiking: 'moderate' };

/**
 * "4.6 km path from near Malbun to Pfälzer Hütte (9.2 km there and back)." A line ending at a hut,
 * peak, viewpoint or castle is walked back the same way unless the walker stays or goes on: the
 * length (of the line, one way) and the route type (point to point) say what the line is, the
 * summary what the walk is.
 */
function trailSummary(trail: Trail, villages: readonly Settlement[], destinations: readonly Place[]): { en: string; de: string } {
  const start = nearest(trail.line[0]!, villages);
  const endPoint = trail.line[trail.line.length - 1]!;
  const goal = nearest(endPoint, destinations);
  const atGoal = goal !== undefined && goal.metres < 300;
  const end = atGoal ? goal.item.tags.name : nearest(endPoint, villages)?.item.name;
  const from = start ? { en: ` from near ${start.item.name}`, de: ` ab ${start.item.name}` } : { en: '', de: '' };
  const to = trail.routeType === 'loop' ? { en: ', a loop', de: ', ein Rundweg' } : end && end !== start?.item.name ? { en: ` to ${end}`, de: ` nach ${end}` } : { en: '', de: '' };
  // Twice the length as written, so the two figures agree (3.1 km, 6.2 km there and back).
  const oneWay = Math.round(trail.metres / 100) * 100;
  const back = atGoal && trail.routeType !== 'loop' ? { en: ` (${kmText(2 * oneWay, 'en')} there and back)`, de: ` (${kmText(2 * oneWay, 'de')} hin und zurück)` } : { en: '', de: '' };
  return { en: `${kmText(oneWay, 'en')} path${from.en}${to.en}${back.en}.`, de: `${kmText(oneWay, 'de')} Weg${from.de}${to.de}${back.de}.` };
}

function trailEntry(trail: Trail, villages: readonly Settlement[], destinations: readonly Place[], options: OsmExportOptions): DemoEntry {
  const id = trail.destination ? `osm-route-${trail.destination.replace('/', '-')}` : `osm-trail-way-${trail.ways[0]}`;
  const difficulty = trail.sacScale ? (DIFFICULTY[trail.sacScale] ?? 'difficult') : undefined;
  const coords = trail.line.map(([lng, lat]) => [Math.round(lng * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7]);
  const elements: ImportElementSchemaInput[] = [
    osmElement(trail.ways.map((w) => `way/${w}`).join(',')),
    generated('short_description', trailSummary(trail, villages, destinations)),
    routeElement('route', `${id}-line`, trail.names.name, coords),
    optionElement(ctx, 'route_type', [trail.routeType]),
    // The line has no altitudes: measured length only, no elevation profile.
    optionElement(ctx, 'features', ['measurements']),
    ...categoriesElements(labelled, 'trail', [difficulty && difficulty !== 'easy' ? 'mountain-trails' : 'walks']),
    num('length', Math.round((trail.metres / 1609.344) * 10) / 10),
  ];
  if (difficulty) elements.push(optionElement(ctx, 'difficulty', [difficulty]));
  const title = trail.names.en || trail.names.de ? { en: trail.names.en ?? trail.names.name, de: trail.names.de ?? trail.names.name } : trail.names.name;
  return { id, title, types: types('trail'), phase: 4, created: `${options.dataDate}T00:00:00Z`, elements };
}

/** The extract as an import file: every entry dated by the data's day, so a re-import changes nothing. */
export function osmExport(bytes: Uint8Array, options: OsmExportOptions): DemoFile {
  const data = readExtract(bytes);
  const villages = settlements(data);
  const places = osmPlaces(data);
  const destinations = places.filter((p) => p.extraType === 'mountain' || ['castles', 'viewpoints'].includes(p.category));
  const heads = trailheads(data, villages);
  const named = osmTrails(data, { trailheads: heads });
  const goals = places.filter((p) => p.category === 'huts' || p.category === 'castles' || p.category === 'peaks');
  const trails = [...named, ...routedTrails(data, goals, named, heads, villages)];
  return {
    entries: [...trails.map((t) => trailEntry(t, villages, destinations, options)), ...places.map((p) => placeEntry(p, villages, options))],
    elements: optionDefinitions(false, walkingCategories, true),
    contacts: [],
    embeds: [],
  };
}

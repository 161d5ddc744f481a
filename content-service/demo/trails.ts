import { both, createdAt, type DemoContext, type DemoEntry, demoCredit, en, entryId, es, localName, typeOf } from './context';
import { bool, dates, files, markdown, num, refs, text, variantOf } from './elements';
import { near, routeElement, trailLine } from './geo';
import { elementName } from './element-names';
import { categoriesElements, optionElement } from './option-elements';
import { addDays } from './random';
import { longText, shortText } from './text';
import type { L } from './types';

// Trails (3D LineStrings with believable elevation) and itineraries (ordered stops on a route).

export interface TrailItem {
  name: L;
  town: string;
  difficulty: 'easy' | 'moderate' | 'difficult';
  routeType: 'loop' | 'outAndBack' | 'pointToPoint';
  km: number;
  /** metres of relief */
  relief: number;
  surface: 'paved' | 'gravel' | 'dirt' | 'boardwalk';
  category?: string;
}

export function trailEntries(ctx: DemoContext, items: readonly TrailItem[], baseElevation: number, offset: number): DemoEntry[] {
  return items.map((item, i) => {
    const id = entryId('trail', item.name);
    const coords = trailLine(ctx.random, { start: near(ctx.random, ctx.center, ctx.spread), length: item.km * 1000, baseElevation, relief: item.relief, routeType: item.routeType });
    const closed = i === items.length - 1;
    const elements = [
      text(
        'short_description',
        both(ctx, (l) => shortText('trail', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
      ),
      markdown(
        'description',
        both(ctx, (l) => longText('trail', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
      ),
      files('images', ctx.project, [
        { file: variantOf('trail', i), title: localName(ctx, item.name), description: both(ctx, (l) => (l === 'es' ? `En ${es(item.name)}` : `On the ${en(item.name)}`)), credit: demoCredit(ctx) },
      ]),
      routeElement('route', `${id}-line`, en(item.name), coords),
      optionElement(ctx, 'difficulty', [item.difficulty]),
      optionElement(ctx, 'route_type', [item.routeType]),
      optionElement(ctx, 'surface', [item.surface], ['detail-attribute']),
      optionElement(ctx, 'features', ['measurements', 'profile', ...(i % 2 === 0 ? ['flythrough'] : [])]),
      ...categoriesElements(ctx, 'trail', [item.category ?? (item.surface === 'paved' ? 'bike-paths' : 'day-hikes')]),
      num('length', Math.round((item.km / 1.609344) * 10) / 10),
      optionElement(ctx, 'status', [closed ? 'closedTemporarily' : 'open']),
      bool('nearby', true),
      bool('embeds', i === 0),
    ];
    if (closed) elements.push(dates('closure_date', [{ start: addDays(ctx.today, -3), end: addDays(ctx.today, 21) }], 'date'));
    if (i === 0) {
      const url = `https://video.example/watch/${id}`;
      ctx.embeds.push({ url, oembed: { author_name: 'Trail Crew Films', thumbnail_url: `/media/${ctx.project}/trail.svg`, title: `${en(item.name)} in four minutes` } });
      const video = [{ id: `${id}-video`, url, title: `${en(item.name)} in four minutes`, caption: 'A walk along the whole trail.', locale: 'en' }];
      // On a bilingual site the editor adds the Spanish title and caption as the same video's Spanish item.
      if (ctx.bilingual) video.push({ id: `${id}-video-es`, url, title: `${es(item.name)} en cuatro minutos`, caption: 'Un paseo por todo el sendero.', locale: 'es' });
      elements.push({ id: 'embed_general', name: elementName('embed_general'), type: 'embed', data: video });
    }
    return { id, title: item.name, types: typeOf('trail'), phase: 4, created: createdAt(ctx, offset + i * 3), elements };
  });
}

export interface ItineraryItem {
  name: L;
  town: string;
  routeType: 'custom' | 'cycling' | 'driving' | 'walking';
}

/** Each itinerary visits a few of the site's located entries, in order. */
export function itineraryEntries(ctx: DemoContext, items: readonly ItineraryItem[], stops: readonly DemoEntry[], offset: number): DemoEntry[] {
  return items.map((item, i) => {
    const id = entryId('itinerary', item.name);
    const chosen = [0, 1, 2, 3].map((k) => stops[(i * 5 + k * 3) % stops.length]!).filter((s, k, all) => all.indexOf(s) === k);
    const coords = chosen.map((s) => {
      const geo = s.elements?.find((e) => e.id === 'location')?.data as { point: string } | undefined;
      const [lng, lat] = (geo?.point ?? `${ctx.center[0]},${ctx.center[1]}`).split(',').map(Number);
      return [lng!, lat!, 0];
    });
    return {
      id,
      title: item.name,
      types: typeOf('itinerary'),
      phase: 4,
      created: createdAt(ctx, offset + i * 4),
      elements: [
        text(
          'short_description',
          both(ctx, (l) => shortText('itinerary', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
        ),
        markdown(
          'description',
          both(ctx, (l) => longText('itinerary', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
        ),
        files('images', ctx.project, [{ file: 'town', title: localName(ctx, item.name) }]),
        refs(
          'points',
          chosen.map((s) => s.id),
        ),
        optionElement(ctx, 'itinerary_route_type', [item.routeType]),
        routeElement('route', `${id}-route`, en(item.name), coords, 'route'),
        optionElement(ctx, 'features', ['measurements']),
      ],
    };
  });
}

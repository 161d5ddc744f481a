import { type Kind, tourismCategories } from './categories';
import { both, type DemoContext, type DemoEntry, typeOf } from './context';
import { bool, dates, files, markdown, num, text } from './elements';
import { near, pointElement, routeElement, trailLine } from './geo';
import { elementName } from './element-names';
import type { GuideTheme } from './guide';
import { categoriesElements, optionElement } from './option-elements';
import { between, pick, seeded } from './random';
import { longText, shortText } from './text';
import type { ImportElementSchemaInput } from './types';

// Synthetic entries for scale tests (`npm run content:seed -- --scale N`): entry n of a project is the
// same on every run whatever the batch it is generated in (its own seed), so a seed can be resumed or
// repeated and only ever upserts the same rows. Ids start with `scale-`, apart from the demo's.

const pictures: Record<Kind, string> = { place: 'landscape', activity: 'river', lodging: 'lodging', food: 'food', shopping: 'shop', event: 'event', trail: 'trail' };

/** Ten slots: points of every listing kind, events, trails (paths) and park areas (polygons). */
const slots: readonly (Kind | 'area')[] = ['place', 'activity', 'lodging', 'food', 'place', 'shopping', 'event', 'trail', 'area', 'food'];

const words = {
  en: {
    first: ['Quiet', 'Old', 'Harbor', 'Cedar', 'Sunset', 'Lantern', 'Coral', 'River', 'Hilltop', 'Salt'],
    second: ['Cove', 'Market', 'Lodge', 'Kitchen', 'Point', 'Works', 'Fair', 'Ridge', 'Meadow', 'Corner'],
  },
  es: {
    first: ['Tranquilo', 'Viejo', 'Puerto', 'Cedro', 'Ocaso', 'Farol', 'Coral', 'Río', 'Colina', 'Sal'],
    second: ['Cala', 'Mercado', 'Refugio', 'Cocina', 'Punta', 'Taller', 'Feria', 'Cresta', 'Prado', 'Esquina'],
  },
};
const towns = ['Northport', 'Eastfield', 'Southbay', 'Westbrook', 'Midvale', 'Lakeside'];
const MINUTES_BETWEEN = 7;

function syntheticId(n: number): string {
  return `scale-${String(n).padStart(6, '0')}`;
}

function areaElement(id: string, label: string, at: [number, number], size: number): ImportElementSchemaInput {
  const [lng, lat] = at;
  const ring = [
    [lng, lat],
    [lng + size, lat],
    [lng + size, lat + size * 0.7],
    [lng, lat + size * 0.7],
    [lng, lat],
  ];
  return {
    id: 'location',
    name: elementName('location'),
    type: 'geo',
    data: {
      point: `${lng + size / 2},${lat + size * 0.35}`,
      zoom: 13,
      features: [
        {
          id,
          text: label,
          json: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
          type: { id: 'park', name: 'Park', type: 'polygon', color: '2e7d32', attributes: { arrows: false, icon: null, measurements: true } },
        },
      ],
    },
  };
}

function kindElements(ctx: DemoContext, slot: Kind | 'area', id: string, label: string, today: string, n: number): ImportElementSchemaInput[] {
  const random = ctx.random;
  const at = near(random, ctx.center, ctx.spread);
  if (slot === 'trail') {
    const coords = trailLine(random, {
      start: at,
      length: between(random, 1500, 6000),
      baseElevation: 20,
      relief: between(random, 20, 200),
      routeType: pick(random, ['loop', 'outAndBack', 'pointToPoint'] as const),
    });
    return [
      routeElement('route', `${id}-line`, label, coords),
      optionElement(ctx, 'difficulty', [pick(random, ['easy', 'moderate', 'difficult'])]),
      num('length', Math.round(between(random, 1, 4) * 10) / 10),
    ];
  }
  if (slot === 'area') return [areaElement(`${id}-area`, label, at, between(random, 0.004, 0.02))];
  const located = [pointElement('location', `${id}-point`, label, at)];
  if (slot !== 'event') return [...located, optionElement(ctx, 'status', [random() < 0.05 ? 'closedTemporarily' : 'open'])];
  // Most events are upcoming; some ended, so the events list's date bound has rows to leave out.
  const start = new Date(Date.parse(`${today}T17:00:00Z`) + ((n % 150) - 20) * 86_400_000);
  return [...located, dates('event_date', [{ start: start.toISOString(), end: new Date(start.getTime() + 4 * 3_600_000).toISOString() }])];
}

/** What synthetic entry n is (the slots repeat every ten entries). */
function syntheticSlot(n: number): Kind | 'area' {
  return slots[n % slots.length]!;
}

/** Entries n = from .. from+count-1 of a project's synthetic set. */
export function syntheticEntries(theme: GuideTheme, today: string, from: number, count: number): DemoEntry[] {
  const bilingual = theme.bilingual ?? false;
  const newest = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const random = seeded(`${theme.project}:scale:${n}`);
    const ctx: DemoContext = {
      project: theme.project,
      today,
      bilingual,
      // Synthetic entries are written in English, and Spanish on bilingual sites, whatever else a site speaks.
      locales: bilingual ? ['en', 'es'] : ['en'],
      center: theme.center,
      spread: theme.spread,
      random,
      categories: theme.categories ?? tourismCategories,
      contacts: [],
      embeds: [],
    };
    const slot = syntheticSlot(n);
    const kind: Kind = slot === 'area' ? 'place' : slot;
    const id = syntheticId(n);
    const name = (l: 'en' | 'es') => `${pick(random, words[l].first)} ${pick(random, words[l].second)} ${n + 1}`;
    const title = bilingual ? { en: name('en'), es: name('es') } : name('en');
    const label = typeof title === 'string' ? title : title.en;
    const town = pick(random, towns);
    const categories = categoriesElements(ctx, kind);
    const local = (l: 'en' | 'es') => (typeof title === 'string' ? title : title[l]);
    const types = typeOf(kind);
    const extra = theme.extraTypes?.[kind] ?? [];
    return {
      id,
      title,
      types: [...types, ...extra.map((t) => typeOf(t)[0]!)],
      phase: 4,
      created: new Date(newest - n * MINUTES_BETWEEN * 60_000).toISOString(),
      elements: [
        text(
          'short_description',
          both(ctx, (l) => shortText(kind, local(l), town, l, random)),
        ),
        markdown(
          'description',
          both(ctx, (l) => longText(kind, local(l), town, l, random)),
        ),
        files('images', theme.project, [{ file: pictures[kind], title: label }]),
        ...categories,
        ...kindElements(ctx, slot, id, label, today, n),
        bool('nearby', n % 4 === 0),
      ],
    } satisfies DemoEntry;
  });
}

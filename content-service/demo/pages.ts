import { categoriesConfig } from './categories';
import { both, createdAt, type DemoContext, type DemoEntry, typeOf } from './context';
import { files, markdown, refs, text } from './elements';
import { optionElement } from './option-elements';
import type { L } from './types';

// The site entry ('site'), the page entries of every route ('page-<route>'), notices and promotions.

const indexRoutes = new Set(['activities', 'areas', 'events', 'food', 'itineraries', 'lodging', 'places', 'shopping', 'stories', 'trails', 'entries']);
export const defaultRouteNames = ['home', 'about', 'join', 'login', 'map', 'order', 'privacy', 'supporters', 'terms', ...indexRoutes];

const pageTitles: Record<string, [string, string]> = {
  about: ['About the guide', 'Sobre la guía'],
  join: ['Add places', 'Añadir lugares'],
  login: ['Log in', 'Iniciar sesión'],
  map: ['Map', 'Mapa'],
  order: ['Order a printed guide', 'Pedir una guía impresa'],
  privacy: ['Privacy policy', 'Política de privacidad'],
  report: ['Trail report', 'Informe del sendero'],
  supporters: ['Supporters', 'Patrocinadores'],
  terms: ['Terms of use', 'Términos de uso'],
  food: ['Food and drinks', 'Comida y bebida'],
};

function titleFor(route: string): [string, string] {
  const known = pageTitles[route];
  if (known) return known;
  const words = route.replace(/[-_]/g, ' ');
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return [title, title];
}

export function pageEntries(ctx: DemoContext, siteName: L, pageIds: readonly string[], featured: readonly string[], promotions: readonly string[]): DemoEntry[] {
  const ids = [...new Set([...defaultRouteNames.map((r) => `page-${r}`), ...pageIds])];
  return ids.map((id, i) => {
    const route = id.replace(/^page-/, '');
    if (route === 'home') {
      return {
        id,
        title: siteName,
        types: typeOf('home'),
        phase: 4,
        created: createdAt(ctx, 400),
        elements: [
          markdown('intro', both(ctx, (l) => (l === 'es' ? 'Descubra playas, senderos, sabores y pueblos, elegidos por quienes viven aquí.' : 'Find beaches, trails, food and towns, picked by the people who live here.'))),
          markdown('description', both(ctx, (l) => (l === 'es' ? '## Empiece aquí\n\nExplore el mapa o las listas.' : '## Start here\n\nBrowse the lists or open the map to see everything at once.'))),
          files('header_image', ctx.project, [{ file: 'landscape', title: typeof siteName === 'string' ? siteName : (siteName.en ?? ''), description: 'The guide area', credit: 'Illustration: Travel Guide demo' }]),
          refs('featured', featured.slice(0, 6)),
          refs('promotions', promotions),
        ],
      };
    }
    const [enTitle, esTitle] = titleFor(route);
    const isIndex = indexRoutes.has(route);
    return {
      id,
      title: ctx.bilingual ? { en: enTitle, es: esTitle } : enTitle,
      types: typeOf(isIndex ? 'section' : 'informational'),
      phase: 4,
      created: createdAt(ctx, 300 + i),
      elements: [
        markdown('intro', both(ctx, (l) => (l === 'es' ? `${esTitle}: todo lo que necesita saber.` : `${enTitle}: everything you need to know, kept up to date by the guide team.`))),
        markdown('description', both(ctx, (l) => (l === 'es' ? `## ${esTitle}\n\nEsta página forma parte de la guía.` : `## ${enTitle}\n\nThis page is part of the guide. Questions? [Write to us](mailto:hello@${ctx.project}.example).`))),
        files('header_image', ctx.project, [{ file: 'landscape', title: enTitle }]),
        text('map_text', both(ctx, (l) => (l === 'es' ? 'Toque un punto del mapa para ver detalles.' : 'Tap a point on the map for details.'))),
      ],
    };
  });
}

export function noticeEntries(ctx: DemoContext): DemoEntry[] {
  const appearance = (background: string, icon: string, link: string) => JSON.stringify({ background: { color: background }, icon, text: '#ffffff', link: { color: link } });
  return [
    {
      id: 'notice-welcome',
      title: both(ctx, (l) => (l === 'es' ? 'Aviso de temporada' : 'Season notice')),
      types: typeOf('notice'),
      phase: 4,
      created: createdAt(ctx, 3),
      elements: [
        markdown('notice_text', both(ctx, (l) => (l === 'es' ? 'Los horarios de verano empiezan pronto. [Ver eventos](/events)' : 'Summer hours start soon. [See events](/events)'))),
        text('appearance', appearance('#1f5f8b', 'info', '#ffd479')),
      ],
    },
    {
      id: 'notice-closure',
      title: both(ctx, (l) => (l === 'es' ? 'Cierre de sendero' : 'Trail closure')),
      types: typeOf('notice'),
      phase: 4,
      created: createdAt(ctx, 2),
      elements: [
        html('notice_text', '<strong>Heads up:</strong> one trail is closed for repairs. <a href="/trails">Check trail status</a>.'),
        text('appearance', appearance('#8a1c1c', 'warning', '#ffffff')),
        optionElement(ctx, 'notice_type', ['covid19']),
      ],
    },
    {
      id: 'notice-draft',
      title: 'Draft notice (preview only)',
      types: typeOf('notice'),
      phase: 2,
      created: createdAt(ctx, 1),
      elements: [text('notice_text', 'This notice is a draft: only preview shows it.'), text('appearance', appearance('#444444', 'pencil', '#ffffff'))],
    },
  ];
}

function html(id: string, value: string) {
  return text(id, value, 'text/html');
}

export function promotionEntries(ctx: DemoContext): DemoEntry[] {
  return [
    ['promotion-printed-guide', 'Get the printed guide', 'Consiga la guía impresa', '/order'],
    ['promotion-volunteer', 'Volunteer on trail day', 'Voluntariado en el día del sendero', '/join'],
  ].map(([id, enTitle, esTitle, url], i) => ({
    id: id!,
    title: ctx.bilingual ? { en: enTitle!, es: esTitle! } : enTitle!,
    types: typeOf('promotion'),
    phase: 4,
    created: createdAt(ctx, 20 + i),
    elements: [
      markdown('description', both(ctx, (l) => (l === 'es' ? `${esTitle}: gratis para visitantes.` : `${enTitle}: free for visitors, while supplies last.`))),
      text('link_label', both(ctx, (l) => (l === 'es' ? 'Más información' : 'Learn more'))),
      text('link_url', url!),
      files('images', ctx.project, [{ file: 'icon', title: enTitle! }]),
    ],
  }));
}

export function siteEntry(ctx: DemoContext, siteName: L, featured: readonly string[]): DemoEntry {
  return {
    id: 'site',
    title: siteName,
    types: typeOf('site'),
    phase: 4,
    created: createdAt(ctx, 500),
    elements: [
      text('categories_config', ctx.bilingual ? { en: categoriesConfig(ctx.project, 'en'), es: categoriesConfig(ctx.project, 'es') } : categoriesConfig(ctx.project, 'en')),
      refs('notices', [
        { id: 'notice-welcome', phase: 4 },
        { id: 'notice-closure', phase: 4 },
        { id: 'notice-draft', phase: 2 },
      ]),
      refs('featured', featured.slice(0, 8)),
      refs('promotions', ['promotion-printed-guide', 'promotion-volunteer']),
      text('keywords', 'travel, guide, trails, food, lodging'),
    ],
  };
}

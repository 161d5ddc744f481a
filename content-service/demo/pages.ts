import { categoriesConfig } from './categories';
import { both, createdAt, type DemoContext, type DemoEntry, demoCredit, en, es, localName, typeOf } from './context';
import type { GuideTheme } from './guide';
import { files, markdown, refs, text } from './elements';
import { optionElement } from './option-elements';
import type { L } from './types';

// The site entry ('site'), the page entries of every route ('page-<route>'), notices and promotions.

const indexRoutes = new Set(['activities', 'areas', 'events', 'food', 'itineraries', 'lodging', 'places', 'shopping', 'stories', 'trails', 'entries']);
const defaultRouteNames = ['home', 'about', 'join', 'login', 'map', 'order', 'privacy', 'supporters', 'terms', ...indexRoutes];

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

/** What a page says under its title, per route; a route without a line here shows its title alone. */
const pageIntros: Record<string, [string, string]> = {
  about: ['Who writes this guide, and how to reach us.', 'Quién escribe esta guía y cómo contactarnos.'],
  join: ['Know a place that belongs here? Tell us about it.', '¿Conoce un lugar que debería estar aquí? Cuéntenos.'],
  order: ['The printed guide and map, mailed to you free of charge.', 'La guía impresa y el mapa, enviados a su casa sin costo.'],
  privacy: ['What we collect when you use this guide, and what we do with it.', 'Qué datos recogemos cuando usa esta guía y qué hacemos con ellos.'],
  terms: ['The rules for using this guide and its content.', 'Las condiciones de uso de esta guía y su contenido.'],
  supporters: ['The businesses and groups that make this guide possible.', 'Los negocios y grupos que hacen posible esta guía.'],
  map: ['Every place, trail and event on one map. Pick one for details and directions.', 'Todos los lugares, senderos y eventos en un mapa. Elija uno para ver detalles y cómo llegar.'],
};

/** Longer text of the informational pages; lists and the map need none. */
const pageBodies: Record<string, [string, string]> = {
  about: [
    'People who live and work here keep this guide: every listing is checked each season. Questions or corrections? [Write to us](mailto:hello@{project}.example).',
    'Esta guía la mantienen personas que viven y trabajan aquí: cada ficha se revisa cada temporada. ¿Preguntas o correcciones? [Escríbanos](mailto:hello@{project}.example).',
  ],
  privacy: [
    'We keep the email address you give us only to answer you or send the newsletter you asked for. We do not sell it or share it.',
    'Guardamos su correo electrónico solo para responderle o enviarle el boletín que pidió. No lo vendemos ni lo compartimos.',
  ],
  terms: [
    'Conditions on trails and roads change: check the notices and local signs before you set out.',
    'Las condiciones de senderos y caminos cambian: consulte los avisos y la señalización local antes de salir.',
  ],
  supporters: ['Thank you to every sponsor, member and volunteer.', 'Gracias a cada patrocinador, socio y voluntario.'],
};

function titleFor(route: string): [string, string] {
  const known = pageTitles[route];
  if (known) return known;
  const words = route.replace(/[-_]/g, ' ');
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return [title, title];
}

export function pageEntries(ctx: DemoContext, theme: Pick<GuideTheme, 'name' | 'tagline'>, pageIds: readonly string[], featured: readonly string[], promotions: readonly string[]): DemoEntry[] {
  const siteName = theme.name;
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
          markdown(
            'intro',
            both(ctx, (l) => (l === 'es' ? es(theme.tagline) : en(theme.tagline))),
          ),
          // Its own variant: the first featured place below shows the plain landscape.
          files('header_image', ctx.project, [
            {
              file: 'landscape-11',
              title: localName(ctx, siteName),
              description: both(ctx, (l) => (l === 'es' ? `${es(siteName)}: la zona de la guía` : `${en(siteName)}: the guide area`)),
              credit: demoCredit(ctx),
            },
          ]),
          refs('featured', featured.slice(0, 6)),
          refs('promotions', promotions),
        ],
      };
    }
    const [enTitle, esTitle] = titleFor(route);
    const isIndex = indexRoutes.has(route);
    const intro = pageIntros[route];
    const body = pageBodies[route];
    const elements = [
      ...(intro
        ? [
            markdown(
              'intro',
              both(ctx, (l) => intro[l === 'es' ? 1 : 0]),
            ),
          ]
        : []),
      ...(body
        ? [
            markdown(
              'description',
              both(ctx, (l) => body[l === 'es' ? 1 : 0].replace('{project}', ctx.project)),
            ),
          ]
        : []),
      ...(isIndex ? [] : [files('header_image', ctx.project, [{ file: 'landscape', title: both(ctx, (l) => (l === 'es' ? esTitle : enTitle)) }])]),
      text(
        'map_text',
        both(ctx, (l) => (l === 'es' ? 'Toque un punto del mapa para ver detalles.' : 'Tap a point on the map for details.')),
      ),
    ];
    return {
      id,
      title: ctx.bilingual ? { en: enTitle, es: esTitle } : enTitle,
      types: typeOf(isIndex ? 'section' : 'informational'),
      phase: 4,
      created: createdAt(ctx, 300 + i),
      elements,
    };
  });
}

/** A site notice: markdown text, and 'warning' for closures (dark red) or 'info' (the site's blue). */
export interface NoticeItem {
  id: string;
  text: L;
  tone: 'info' | 'warning';
}

export function noticeEntries(ctx: DemoContext, items: readonly NoticeItem[]): DemoEntry[] {
  const appearance = (background: string, icon: string, link: string) => JSON.stringify({ background: { color: background }, icon, text: '#ffffff', link: { color: link } });
  const tones = { info: appearance('#1f5f8b', 'info', '#ffd479'), warning: appearance('#8a1c1c', 'warning', '#ffffff') };
  return [
    ...items.map((item, i) => ({
      id: item.id,
      title: both(ctx, (l) => (l === 'es' ? 'Aviso' : 'Notice')),
      types: typeOf('notice'),
      phase: 4,
      created: createdAt(ctx, 3 - i),
      elements: [
        markdown(
          'notice_text',
          both(ctx, (l) => (l === 'es' ? es(item.text) : en(item.text))),
        ),
        text('appearance', tones[item.tone]),
        ...(item.tone === 'warning' ? [optionElement(ctx, 'notice_type', ['covid19'])] : []),
      ],
    })),
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

/** A promotion: a title, a line of text and the site path its button leads to. */
export interface PromotionItem {
  id: string;
  title: L;
  text: L;
  /** the path of the page itself, never an old path that redirects to it */
  url: string;
}

/** What a tourism guide promotes: its printed guide (the /order page) and volunteering (/join). */
export const guidePromotions: readonly PromotionItem[] = [
  {
    id: 'promotion-printed-guide',
    title: { en: 'Get the printed guide', es: 'Consiga la guía impresa' },
    text: { en: 'Free for visitors, while supplies last.', es: 'Gratis para visitantes, hasta agotar existencias.' },
    url: '/order',
  },
  {
    id: 'promotion-volunteer',
    title: { en: 'Volunteer on trail day', es: 'Voluntariado en el día del sendero' },
    text: {
      en: 'Spend a morning with the crew that keeps the paths open. Gloves and lunch provided.',
      es: 'Pase una mañana con el equipo que mantiene los caminos abiertos. Guantes y almuerzo incluidos.',
    },
    url: '/join',
  },
];

export function promotionEntries(ctx: DemoContext, items: readonly PromotionItem[]): DemoEntry[] {
  return items.map((item, i) => ({
    id: item.id,
    title: localName(ctx, item.title),
    types: typeOf('promotion'),
    phase: 4,
    created: createdAt(ctx, 20 + i),
    elements: [
      markdown('description', localName(ctx, item.text)),
      text(
        'link_label',
        both(ctx, (l) => (l === 'es' ? 'Más información' : 'Learn more')),
      ),
      text('link_url', item.url),
      files('images', ctx.project, [{ file: 'icon', title: localName(ctx, item.title) }]),
    ],
  }));
}

export function siteEntry(ctx: DemoContext, siteName: L, featured: readonly string[], notices: readonly string[], promotions: readonly string[]): DemoEntry {
  return {
    id: 'site',
    title: siteName,
    types: typeOf('site'),
    phase: 4,
    created: createdAt(ctx, 500),
    elements: [
      text(
        'categories_config',
        both(ctx, (l) => categoriesConfig(ctx.project, ctx.categories, l)),
      ),
      refs('notices', [...notices.filter((id) => id !== 'notice-draft').map((id) => ({ id, phase: 4 })), { id: 'notice-draft', phase: 2 }]),
      refs('featured', featured.slice(0, 8)),
      refs('promotions', promotions),
      text('keywords', 'travel, guide, trails, food, lodging'),
    ],
  };
}

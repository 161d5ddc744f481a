import { categoriesConfig } from './categories';
import { createdAt, type DemoContext, type DemoEntry, type DemoLocale, demoCredit, inLocale, inLocales, localName, typeOf } from './context';
import type { GuideTheme } from './guide';
import { files, markdown, refs, text } from './elements';
import type { L } from './types';

// The site entry ('site') and the page entries of every route ('page-<route>'); notices and promotions are announcements.ts.

const indexRoutes = new Set(['activities', 'areas', 'events', 'food', 'itineraries', 'lodging', 'places', 'shopping', 'stories', 'trails', 'entries']);
const defaultRouteNames = ['home', 'about', 'join', 'login', 'map', 'order', 'privacy', 'supporters', 'terms', ...indexRoutes];

/** A text of the pages in every language the generator writes. */
type PageText = Record<DemoLocale, string>;

/** Page titles; an index route's English and Spanish title is otherwise its name in words ('trails': 'Trails'), where that reads right. */
const pageTitles: Record<string, Partial<PageText>> = {
  about: { en: 'About the guide', es: 'Sobre la guía', de: 'Über den Führer' },
  join: { en: 'Add places', es: 'Añadir lugares', de: 'Orte hinzufügen' },
  login: { en: 'Log in', es: 'Iniciar sesión', de: 'Anmelden' },
  map: { en: 'Map', es: 'Mapa', de: 'Karte' },
  order: { en: 'Order a printed guide', es: 'Pedir una guía impresa', de: 'Gedruckten Führer bestellen' },
  privacy: { en: 'Privacy policy', es: 'Política de privacidad', de: 'Datenschutz' },
  report: { en: 'Trail report', es: 'Informe del sendero', de: 'Wegbericht' },
  supporters: { en: 'Supporters', es: 'Patrocinadores', de: 'Unterstützer' },
  terms: { en: 'Terms of use', es: 'Términos de uso', de: 'Nutzungsbedingungen' },
  food: { en: 'Food and drinks', es: 'Comida y bebida', de: 'Essen & Trinken' },
  activities: { de: 'Aktivitäten' },
  areas: { de: 'Gebiete' },
  entries: { de: 'Einträge' },
  events: { de: 'Veranstaltungen' },
  itineraries: { de: 'Reiserouten' },
  lodging: { de: 'Übernachten' },
  places: { de: 'Orte' },
  shopping: { de: 'Einkaufen' },
  stories: { de: 'Geschichten' },
  trails: { de: 'Wanderwege' },
  // Its name in words would drop the ampersand ("Huts peaks"); the site's menu says "Huts & Peaks".
  'huts-peaks': { en: 'Huts & Peaks', es: 'Refugios y cumbres', de: 'Hütten & Gipfel' },
  sights: { de: 'Sehenswertes' },
};

/** What a page says under its title, per route; a route without a line here shows its title alone. */
const pageIntros: Record<string, PageText> = {
  about: { en: 'Who writes this guide, and how to reach us.', es: 'Quién escribe esta guía y cómo contactarnos.', de: 'Wer diesen Führer schreibt und wie Sie uns erreichen.' },
  join: {
    en: 'Know a place that belongs here? Tell us about it.',
    es: '¿Conoce un lugar que debería estar aquí? Cuéntenos.',
    de: 'Kennen Sie einen Ort, der hierher gehört? Erzählen Sie uns davon.',
  },
  order: {
    en: 'The printed guide and map, mailed to you free of charge.',
    es: 'La guía impresa y el mapa, enviados a su casa sin costo.',
    de: 'Der gedruckte Führer und die Karte, kostenlos per Post zu Ihnen.',
  },
  privacy: {
    en: 'What we collect when you use this guide, and what we do with it.',
    es: 'Qué datos recogemos cuando usa esta guía y qué hacemos con ellos.',
    de: 'Was wir erfassen, wenn Sie diesen Führer nutzen, und was wir damit tun.',
  },
  terms: {
    en: 'The rules for using this guide and its content.',
    es: 'Las condiciones de uso de esta guía y su contenido.',
    de: 'Die Regeln für die Nutzung dieses Führers und seiner Inhalte.',
  },
  supporters: {
    en: 'The businesses and groups that make this guide possible.',
    es: 'Los negocios y grupos que hacen posible esta guía.',
    de: 'Die Betriebe und Gruppen, die diesen Führer möglich machen.',
  },
  map: {
    en: 'Every place, trail and event on one map. Pick one for details and directions.',
    es: 'Todos los lugares, senderos y eventos en un mapa. Elija uno para ver detalles y cómo llegar.',
    de: 'Alle Orte, Wege und Veranstaltungen auf einer Karte. Wählen Sie einen aus für Details und den Weg dorthin.',
  },
};

/** Longer text of the informational pages; lists and the map need none. */
const pageBodies: Record<string, PageText> = {
  about: {
    en: 'People who live and work here keep this guide: every listing is checked each season. Questions or corrections? [Write to us](mailto:hello@{project}.example).',
    es: 'Esta guía la mantienen personas que viven y trabajan aquí: cada ficha se revisa cada temporada. ¿Preguntas o correcciones? [Escríbanos](mailto:hello@{project}.example).',
    de: 'Menschen, die hier leben und arbeiten, pflegen diesen Führer: Jeder Eintrag wird jede Saison geprüft. Fragen oder Korrekturen? [Schreiben Sie uns](mailto:hello@{project}.example).',
  },
  privacy: {
    en: 'We keep the email address you give us only to answer you or send the newsletter you asked for. We do not sell it or share it.',
    es: 'Guardamos su correo electrónico solo para responderle o enviarle el boletín que pidió. No lo vendemos ni lo compartimos.',
    de: 'Ihre E-Mail-Adresse bewahren wir nur auf, um Ihnen zu antworten oder den bestellten Newsletter zu senden. Wir verkaufen sie nicht und geben sie nicht weiter.',
  },
  terms: {
    en: 'Conditions on trails and roads change: check the notices and local signs before you set out.',
    es: 'Las condiciones de senderos y caminos cambian: consulte los avisos y la señalización local antes de salir.',
    de: 'Die Verhältnisse auf Wegen und Strassen ändern sich: Beachten Sie vor dem Aufbruch die Hinweise und die Signalisation vor Ort.',
  },
  supporters: {
    en: 'Thank you to every sponsor, member and volunteer.',
    es: 'Gracias a cada patrocinador, socio y voluntario.',
    de: 'Danke allen Sponsoren, Mitgliedern und Freiwilligen.',
  },
};

const mapHints: PageText = {
  en: 'Tap a point on the map for details.',
  es: 'Toque un punto del mapa para ver detalles.',
  de: 'Tippen Sie auf einen Punkt der Karte für Details.',
};

const guideAreas: PageText = { en: 'the guide area', es: 'la zona de la guía', de: 'das Gebiet des Führers' };

/**
 * A theme's own intro or longer text for a page, per language, where the generic one would not be true
 * of it (the walking guide's about page: nobody checks its listings each season). It replaces a generic
 * text only, so every language still has one.
 */
export interface ThemePageTexts {
  intros?: Record<string, Partial<PageText>>;
  bodies?: Record<string, Partial<PageText>>;
}

function themed(generic: PageText | undefined, own: Partial<PageText> | undefined): PageText | undefined {
  return generic && { ...generic, ...own };
}

function titleFor(route: string): PageText {
  const words = route.replace(/[-_]/g, ' ');
  const named = words.charAt(0).toUpperCase() + words.slice(1);
  return { en: named, es: named, de: named, ...pageTitles[route] };
}

export function pageEntries(
  ctx: DemoContext,
  theme: Pick<GuideTheme, 'name' | 'tagline' | 'pageTexts' | 'imported'>,
  pageIds: readonly string[],
  featured: readonly string[],
  promotions: readonly string[],
): DemoEntry[] {
  const siteName = theme.name;
  // A guide made from real data (the OpenStreetMap importer's) shows no made-up art on its pages: an
  // illustration of mountains heading a real country's guide would pass for its landscape.
  const illustrated = !theme.imported;
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
          markdown('intro', localName(ctx, theme.tagline)),
          // Its own variant: the first featured place below shows the plain landscape.
          ...(illustrated
            ? [
                files('header_image', ctx.project, [
                  {
                    file: 'landscape-11',
                    title: localName(ctx, siteName),
                    description: inLocales(ctx, (l) => `${inLocale(siteName, l)}: ${guideAreas[l]}`),
                    credit: demoCredit(ctx),
                  },
                ]),
              ]
            : []),
          refs('featured', featured.slice(0, 6)),
          refs('promotions', promotions),
        ],
      };
    }
    const title = titleFor(route);
    const isIndex = indexRoutes.has(route);
    const intro = themed(pageIntros[route], theme.pageTexts?.intros?.[route]);
    const body = themed(pageBodies[route], theme.pageTexts?.bodies?.[route]);
    const elements = [
      ...(intro
        ? [
            markdown(
              'intro',
              inLocales(ctx, (l) => intro[l]),
            ),
          ]
        : []),
      ...(body
        ? [
            markdown(
              'description',
              inLocales(ctx, (l) => body[l].replace('{project}', ctx.project)),
            ),
          ]
        : []),
      ...(isIndex || !illustrated ? [] : [files('header_image', ctx.project, [{ file: 'landscape', title: inLocales(ctx, (l) => title[l]) }])]),
      text(
        'map_text',
        inLocales(ctx, (l) => mapHints[l]),
      ),
    ];
    return {
      id,
      title: inLocales(ctx, (l) => title[l]),
      types: typeOf(isIndex ? 'section' : 'informational'),
      phase: 4,
      created: createdAt(ctx, 300 + i),
      elements,
    };
  });
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
        inLocales(ctx, (l) => categoriesConfig(ctx.project, ctx.categories, l)),
      ),
      refs('notices', [...notices.filter((id) => id !== 'notice-draft').map((id) => ({ id, phase: 4 })), { id: 'notice-draft', phase: 2 }]),
      refs('featured', featured.slice(0, 8)),
      refs('promotions', promotions),
      text('keywords', 'travel, guide, trails, food, lodging'),
    ],
  };
}

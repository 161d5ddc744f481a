import { both, createdAt, type DemoContext, type DemoEntry, en, es, localName, typeOf } from './context';
import { optionElement } from './option-elements';
import { files, markdown, text } from './elements';
import type { L } from './types';

// The demo's notices (closures, news) and promotions (the printed guide, volunteering): entries a site's home lists.

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

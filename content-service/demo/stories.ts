import { both, createdAt, type DemoContext, type DemoEntry, en, entryId, localName, typeOf } from './context';
import { dates, files, html, markdown, refs, text, num } from './elements';
import { categoriesElements } from './option-elements';
import { addDays } from './random';
import type { L } from './types';

// Stories in markdown and HTML: GFM tables, links, images, and hostile snippets the site must
// neutralise (script, event handlers, javascript: URLs, style injection).

export interface StoryItem {
  title: L;
  town: string;
  format: 'markdown-table' | 'markdown-hostile' | 'html-hostile' | 'markdown-plain';
  /** a category of the site's story group, where it has one (one at random without) */
  category?: string;
}

const HOSTILE_SNIPPETS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(document.cookie)">a tempting link</a>',
  '<style>body{display:none}</style>',
  '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">covered</p>',
] as const;

function tableStory(town: string, locale: 'en' | 'es'): string {
  if (locale === 'es') {
    return `## Cuándo visitar ${town}\n\nCada estación tiene su encanto.\n\n| Mes | Temperatura | Lo mejor |\n| --- | ---: | --- |\n| Abril | 14 °C | Flores silvestres |\n| Julio | 27 °C | Baños y mercados |\n| Octubre | 16 °C | Colores de otoño |\n\nMás información en [la oficina de turismo](https://visit.example/${encodeURIComponent(town)}).`;
  }
  return `## When to visit ${town}\n\nEvery season has its draw, and each one asks for a different plan.\n\n| Month | Average high | Best for |\n| --- | ---: | --- |\n| April | 57 °F | Wildflowers |\n| July | 81 °F | Swimming and markets |\n| October | 61 °F | Autumn colour |\n\nLine breaks matter here:\nthis line follows a single newline.\n\nMore at [the visitor centre](http://visit.example/${encodeURIComponent(town)}) and in our [trail notes](/trails).`;
}

function hostileMarkdown(town: string): string {
  return `A short walk from ${town} there is a view worth the climb.\n\n${HOSTILE_SNIPPETS[0]}\n\n${HOSTILE_SNIPPETS[1]}\n\nIf you are curious, ${HOSTILE_SNIPPETS[2]} — or try ${HOSTILE_SNIPPETS[3]}.\n\n${HOSTILE_SNIPPETS[4]}\n\n${HOSTILE_SNIPPETS[5]}\n\nThe rest of the story is ordinary: pack water, start early, and stop for pie on the way home.`;
}

/** A CMS's own encoding of ordinary text: named, typographic and numeric references in attributes. */
const ENCODED_ATTRIBUTES = {
  alt: 'Caf&eacute; on the quay&rsquo;s corner &#8212; at dusk&#x2026;',
  title: 'Fa&ccedil;ade &amp; arcade, &#150;1890&#151;',
};

function hostileHtml(town: string, project: string): string {
  return `<h2>Night sky over ${town}</h2><p>On clear nights the whole band of the galaxy rises over the ridge.</p><p><img src="/media/${project}/town.svg" alt="${ENCODED_ATTRIBUTES.alt}"> Meet at the <a href="/trails" title="${ENCODED_ATTRIBUTES.title}">old arcade</a>.</p>${HOSTILE_SNIPPETS[0]}<p>${HOSTILE_SNIPPETS[1]} ${HOSTILE_SNIPPETS[3]}</p>${HOSTILE_SNIPPETS[4]}${HOSTILE_SNIPPETS[5]}<p onclick="alert(2)">Bring a red torch and a warm layer.</p><table><tr><th>Month</th><th>Moonrise</th></tr><tr><td>August</td><td>Late</td></tr></table><iframe src="javascript:alert(3)"></iframe>`;
}

function plainStory(town: string, locale: 'en' | 'es'): string {
  return locale === 'es'
    ? `Un fin de semana en ${town} empieza con café y termina junto al agua.\n\n![Vista de ${town}](/media/{project}/landscape.svg)\n\n1. Desayuno en el mercado\n2. Paseo por la orilla\n3. Cena al atardecer`
    : `A weekend in ${town} starts with coffee and ends by the water.\n\n![View over ${town}](/media/{project}/landscape.svg)\n\n1. Breakfast at the market\n2. A walk along the shore\n3. Dinner at sunset\n\n~~Crowded~~ Quiet in the shoulder season.`;
}

export function storyEntries(ctx: DemoContext, items: readonly StoryItem[], contributors: readonly string[], offset: number): DemoEntry[] {
  return items.map((item, i) => {
    const body =
      item.format === 'html-hostile'
        ? html('description', hostileHtml(item.town, ctx.project))
        : markdown(
            'description',
            item.format === 'markdown-hostile'
              ? hostileMarkdown(item.town)
              : both(ctx, (l) => (item.format === 'markdown-table' ? tableStory(item.town, l) : plainStory(item.town, l).replace('{project}', ctx.project))),
          );
    const elements = [
      text(
        'short_description',
        both(ctx, (l) => (l === 'es' ? `Una historia de ${item.town}.` : `A story from ${item.town}: ${en(item.title).toLowerCase()}.`)),
      ),
      body,
      files('header_image', ctx.project, [{ file: i % 2 === 0 ? 'landscape' : 'town', title: localName(ctx, item.title), description: item.town }]),
      files('images', ctx.project, [{ file: i % 2 === 0 ? 'landscape' : 'town', title: localName(ctx, item.title) }]),
      dates('published', [{ start: addDays(ctx.today, -(5 + i * 11)) }], 'date'),
      ...categoriesElements(ctx, 'story', item.category ? [item.category] : undefined),
    ];
    if (contributors.length > 0) elements.push(refs('contributor', [contributors[i % contributors.length]!]));
    return { id: entryId('story', item.title), title: item.title, types: typeOf('story'), phase: 4, created: createdAt(ctx, offset + i * 5), elements };
  });
}

// Contributors and organizations, with the involved dates that order contributions on detail pages.

export function contributorEntries(ctx: DemoContext, names: readonly string[], offset: number): DemoEntry[] {
  return names.map((name, i) => ({
    id: entryId('contributor', name),
    title: name,
    types: typeOf('contributor'),
    groups: ['contributors'],
    phase: 4,
    created: createdAt(ctx, offset + i),
    elements: [
      markdown(
        'bio',
        both(ctx, (l) => (l === 'es' ? `${name} escribe sobre la región desde hace ${3 + i} años.` : `${name} has written about the region for ${3 + i} years and still finds new corners of it.`)),
      ),
      files('images', ctx.project, [{ file: 'portrait', title: name }]),
      dates('involved', [{ start: addDays(ctx.today, -(400 + i * 90)), end: addDays(ctx.today, -(10 + i * 25)) }], 'date'),
      text('email', `${entryId('', name).slice(1)}@contributors.example`),
    ],
  }));
}

export function organizationEntries(ctx: DemoContext, names: readonly string[], offset: number): DemoEntry[] {
  return names.map((name, i) => ({
    id: entryId('organization', name),
    title: name,
    types: typeOf('organization'),
    phase: 4,
    created: createdAt(ctx, offset + i),
    elements: [
      markdown(
        'description',
        both(ctx, (l) => (l === 'es' ? `${name} cuida senderos, orillas y pueblos de la región.` : `${name} looks after the region's trails, shores and towns with volunteers and partners.`)),
      ),
      files('images', ctx.project, [{ file: 'icon', title: name }]),
      text('website', `https://${entryId('org', name).slice(4)}.example`),
      dates('involved', [{ start: addDays(ctx.today, -(900 + i * 120)), end: addDays(ctx.today, 365) }], 'date'),
      num('volunteers', 20 + i * 15),
    ],
  }));
}

import type { Context } from 'hono';
import { MAP_ROUTE } from '../../core/map/map-types';
import type { RouteMatch } from '../../core/routes/types';
import type { CardModel } from '../../core/share-card/card-model';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import type { AppEnv } from '../env';
import { lookUpEntry } from '../pages/entry-lookup';
import { routeLabel } from '../render/layout-data';
import { cardFactsOf, entryImage, typeLabel } from '../pages/models/card';
import { modelContext } from '../pages/models/context';
import { entryPicture, staticMapSvg } from '../map/static-map';
import { CARD_PANEL } from '../../core/share-card/card-model';
import { logoPicture, rasterPicture } from './card-pictures';

// What a page's card shows, in the page's language: the same title as the page's head (an entry's
// title, a list's menu label, the site's name at home), an entry's type and key facts (worker/pages/models/card.ts:
// a trail's length, gain, difficulty), and in its picture panel the entry's static map with its data
// credits when it has features, else its raster image (docs/decisions/033-share-cards.md).

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The card's colours from the site's theme; a value that is not a plain hex colour keeps the product's. */
function cardTheme(config: SiteConfig): CardModel['theme'] {
  const vars = config.theme.styleVariables;
  const pick = (name: string, fallback: string) => {
    const value = vars[name]?.trim();
    return value && HEX.test(value) ? value : fallback;
  };
  return { primary: pick('color-primary', '#1f5f8b'), accent: pick('color-accent', '#d9822b'), text: pick('color-text', '#1b1b1b'), background: pick('color-background', '#ffffff') };
}

type PageCard = Pick<CardModel, 'title' | 'kicker' | 'subtitle' | 'facts' | 'image' | 'mapSvg' | 'mapCredit'>;

async function entryCard(c: Context<AppEnv>, match: RouteMatch): Promise<PageCard | { redirect: string }> {
  const ctx = modelContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') return { redirect: found.location };
  const { entry } = found;
  const facts = (cardFactsOf(entry, ctx) ?? []).slice(0, 3).map(({ label, value }) => ({ label, value }));
  const card = { title: entry.title, kicker: typeLabel(entry, ctx), facts };
  // An entry with features shows its static map, the page's own picture at the panel's size.
  const map = entryPicture(c, entry);
  if (map) {
    const { svg, attribution } = await staticMapSvg(c, map, CARD_PANEL);
    return { ...card, mapSvg: svg, ...(attribution ? { mapCredit: attribution } : {}) };
  }
  const image = entryImage(entry, ctx, true);
  const picture = image.placeholder ? undefined : await rasterPicture(c, image.url);
  return { ...card, ...(picture ? { image: picture } : {}) };
}

function pageCard(c: Context<AppEnv>, match: RouteMatch): Promise<PageCard | { redirect: string }> | PageCard {
  const { config } = c.var.site;
  const { locale } = c.var;
  const { view, name } = match.route;
  if ((view === 'detail' && name !== MAP_ROUTE) || view === 'embed') return entryCard(c, match);
  if (view === 'home') return { title: siteName(config, locale), subtitle: config.description };
  return { title: routeLabel(config, locale, name) };
}

/** The card model of the request's page, or the path its entry's page moved to. */
export async function cardContent(c: Context<AppEnv>, match: RouteMatch): Promise<CardModel | { redirect: string }> {
  const { config } = c.var.site;
  const [page, logo] = await Promise.all([pageCard(c, match), logoPicture(c)]);
  if ('redirect' in page) return page;
  return { locale: c.var.locale, site: { name: siteName(config, c.var.locale), ...(logo ? { logo } : {}) }, ...page, theme: cardTheme(config) };
}

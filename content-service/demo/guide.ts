import { type Taxonomy, tourismCategories } from './categories';
import { createContext, type DemoContext, type DemoEntry, type DemoLocale, typeName } from './context';
import type { LngLat } from './geo';
import { type EventItem, eventEntries, type Listing, listingEntries } from './listings';
import { optionDefinitions } from './option-elements';
import { guidePromotions, type NoticeItem, noticeEntries, type PromotionItem, promotionEntries } from './announcements';
import { pageEntries, siteEntry, type ThemePageTexts } from './pages';
import { contributorEntries, organizationEntries, type StoryItem, storyEntries } from './stories';
import { type ItineraryItem, type TrailItem, itineraryEntries, trailEntries } from './trails';
import type { DemoFile, DemoOptions, L } from './types';

/** Everything one guide's demo content is generated from. Small sites give short lists. */
export interface GuideTheme {
  project: string;
  name: L;
  /** The home page's one-line introduction: this place, in its own words. */
  tagline: L;
  /** The site's own notices (markdown); links only to routes the site has. */
  notices: NoticeItem[];
  /** What the site promotes, where the tourism guide's printed guide and trail day do not fit it. */
  promotions?: PromotionItem[];
  bilingual?: boolean;
  /**
   * The site's languages where its demo texts are English but its pages speak more (the walking guide's
   * German): the pages, the site's name and the home page's tagline are written in each. Bilingual sites
   * speak English and Spanish.
   */
  locales?: readonly DemoLocale[];
  /** The site's own page intros and texts where the generic demo ones would not be true of it. */
  pageTexts?: ThemePageTexts;
  /** The site's own categories where tourism ones do not fit it (the default). */
  categories?: Taxonomy;
  /** Categories labelled in every language they are written in, where the site's other demo texts are English only (the walking guide's German). */
  labelledCategories?: boolean;
  center: LngLat;
  /** degrees around the centre where places are scattered */
  spread: number;
  baseElevation: number;
  division: { code: string; text: string };
  places: Listing[];
  activities?: Listing[];
  lodging?: Listing[];
  food?: Listing[];
  shopping?: Listing[];
  events?: EventItem[];
  trails?: TrailItem[];
  itineraries?: ItineraryItem[];
  stories?: StoryItem[];
  contributors?: string[];
  organizations?: string[];
  /** Extra type ids per kind, for sites whose routes list their own kinds (e.g. lodging -> stay). */
  extraTypes?: Partial<Record<string, string[]>>;
  /** Entries made elsewhere (the OpenStreetMap importer's) and the ones the home page features. */
  imported?: { entries: DemoEntry[]; featured: string[] };
  /** Entity group id -> member entry ids, for index routes that list a group (meta.group). */
  groups?: Record<string, string[]>;
}

function withExtraTypes(entry: DemoEntry, extra: GuideTheme['extraTypes']): DemoEntry {
  const more = extra?.[entry.types[0]!.id];
  return more ? { ...entry, types: [...entry.types, ...more.map((id) => ({ id, name: typeName(id) }))] } : entry;
}

/** Adds each theme group to its members; a member that is not generated is a theme typo, so it throws. */
function withGroups(entries: DemoEntry[], groups: GuideTheme['groups'] = {}): DemoEntry[] {
  const known = new Set(entries.map((e) => e.id));
  for (const [group, members] of Object.entries(groups)) {
    const missing = members.find((id) => !known.has(id));
    if (missing) throw new Error(`Demo group "${group}" names entry "${missing}", which the theme does not generate`);
  }
  return entries.map((entry) => {
    const joined = Object.keys(groups).filter((group) => groups[group]!.includes(entry.id));
    return joined.length > 0 ? { ...entry, groups: [...(entry.groups ?? []), ...joined] } : entry;
  });
}

export function guideExport(theme: GuideTheme, options: DemoOptions): DemoFile {
  const ctx: DemoContext = createContext(theme.project, options.today, theme.bilingual ? ['en', 'es'] : (theme.locales ?? ['en']), theme.center, theme.spread, theme.categories ?? tourismCategories);
  const contributors = contributorEntries(ctx, theme.contributors ?? [], 200);
  const organizations = organizationEntries(ctx, theme.organizations ?? [], 220);
  const links = { contributors: contributors.map((e) => e.id), organizations: organizations.map((e) => e.id), division: theme.division };
  const located: DemoEntry[] = [
    ...(theme.imported?.entries ?? []),
    ...listingEntries(ctx, 'place', theme.places, links, 1),
    ...listingEntries(ctx, 'activity', theme.activities ?? [], links, 2),
    ...listingEntries(ctx, 'lodging', theme.lodging ?? [], links, 3),
    ...listingEntries(ctx, 'food', theme.food ?? [], links, 4),
    ...listingEntries(ctx, 'shopping', theme.shopping ?? [], links, 5),
  ];
  const events = eventEntries(ctx, theme.events ?? [], theme.division, 6);
  const trails = trailEntries(ctx, theme.trails ?? [], theme.baseElevation, 7);
  const itineraries = located.length > 0 ? itineraryEntries(ctx, theme.itineraries ?? [], located, 8) : [];
  const stories = storyEntries(ctx, theme.stories ?? [], links.contributors, 9);
  const promotions = promotionEntries(ctx, theme.promotions ?? guidePromotions);
  const notices = noticeEntries(ctx, theme.notices);
  const featured =
    theme.imported?.featured ??
    [located[0], trails[0], events.find((e) => e.id), stories[0], located[5], itineraries[0], located[9], located[14]].filter((e): e is DemoEntry => e !== undefined).map((e) => e.id);
  const entries: DemoEntry[] = [
    siteEntry(
      ctx,
      theme.name,
      featured,
      notices.map((n) => n.id),
      promotions.map((p) => p.id),
    ),
    ...pageEntries(
      ctx,
      theme,
      options.pageEntryIds,
      featured,
      promotions.map((p) => p.id),
    ),
    ...notices,
    ...promotions,
    ...located,
    ...events,
    ...trails,
    ...itineraries,
    ...stories,
    ...contributors,
    ...organizations,
  ];
  return {
    entries: withGroups(entries, theme.groups).map((e) => withExtraTypes(e, theme.extraTypes)),
    elements: optionDefinitions(ctx.bilingual, ctx.categories, ctx.bilingual || theme.labelledCategories === true),
    contacts: ctx.contacts,
    embeds: ctx.embeds,
  };
}

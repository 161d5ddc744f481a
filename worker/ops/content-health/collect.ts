import type { Context } from 'hono';
import type { Entry } from '../../../core/content-shapes';
import { type SiteContent, createSiteContent } from '../../content';
import type { AppEnv } from '../../env';
import { CONTENT_SCOPES } from '../purge/page-scopes';

/** The report reads at most this many entries: any guide's whole content, bounded for the worker. */
export const MAX_ENTRIES = 5000;
const PAGE_SIZE = 500;

async function allEntries(content: SiteContent): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; entries.length < MAX_ENTRIES; page++) {
    const list = await content.entries({ page, limit: PAGE_SIZE });
    entries.push(...list.index);
    if (list.index.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
  return entries.slice(0, MAX_ENTRIES);
}

export interface CollectedContent {
  entries: Entry[];
  /** By id, on bilingual sites: what the service answers in Spanish. */
  spanish?: Map<string, Entry>;
}

/** Every published entry of the site, in its default language and, where the site offers it, in Spanish. */
export async function collectSiteContent(c: Context<AppEnv>): Promise<CollectedContent> {
  const { config } = c.var.site;
  const generation = c.var.generations.of(CONTENT_SCOPES);
  const inLocale = (locale: 'en' | 'es') => createSiteContent({ env: c.env, environment: c.var.environment, config, locale, preview: false, waitUntil: (promise) => c.executionCtx.waitUntil(promise), generation });
  const bilingual = config.locales.some((locale) => locale.id === 'es') && config.defaultLocale !== 'es';
  const [entries, spanish] = await Promise.all([allEntries(inLocale(config.defaultLocale)), bilingual ? allEntries(inLocale('es')) : undefined]);
  return { entries, ...(spanish ? { spanish: new Map(spanish.map((entry) => [entry.id, entry])) } : {}) };
}

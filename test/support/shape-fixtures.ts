import type { Locale } from '../../core/i18n/locales';
import type { Element, Entry } from '../../core/content-shapes';
import { buildRouteTable } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { translator } from '../../worker/pages/models/translator';
import type { ModelContext } from '../../worker/pages/models/context';

// Test-only: small entries in the content-API shape and a model context for a real site config.

export function el(id: string, type: Element['type'], data: unknown, extra: Partial<Element> = {}): Element {
  return { id, type, data, enabled: true, groups: [], ...extra };
}

export function entry(id: string, title: string, types: string[], elements: Element[] = [], extra: Partial<Entry> = {}): Entry {
  return { id, title, types: types.map((type) => ({ id: type, name: type[0]!.toUpperCase() + type.slice(1) })), elements, groups: [], phase: 4, ...extra };
}

export function ctxFor(siteId: string, locale: Locale = 'en', now = new Date('2026-06-01T12:00:00Z')): ModelContext {
  const config = loadSiteConfig(siteId);
  return { config, locale, table: buildRouteTable(config), t: translator(config, locale), now };
}

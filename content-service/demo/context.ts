import type { Taxonomy } from './categories';
import type { LngLat } from './geo';
import { type Random, seeded, slug } from './random';
import type { Contact } from '../../core/content-shapes';
import type { DemoEntry, L } from './types';

/** A language the demo's generators write in. */
export type DemoLocale = 'en' | 'es' | 'de';

/** What every generator of one site's demo content shares. */
export interface DemoContext {
  project: string;
  today: string;
  /** English and Spanish: the generators of listings, trails and stories write both */
  bilingual: boolean;
  /** the site's languages, English first: texts the generators have in every language are given in each */
  locales: readonly DemoLocale[];
  center: LngLat;
  spread: number;
  random: Random;
  /** the site's categories, by kind of entry */
  categories: Taxonomy;
  contacts: Contact[];
  embeds: { url: string; oembed: { author_name: string; thumbnail_url: string; title: string } }[];
}

export function createContext(project: string, today: string, locales: readonly DemoLocale[], center: LngLat, spread: number, categories: Taxonomy): DemoContext {
  const bilingual = locales.includes('es');
  return { project, today, bilingual, locales, center, spread, random: seeded(`${project}:${today}`), categories, contacts: [], embeds: [] };
}

export function en(text: L): string {
  return typeof text === 'string' ? text : (text.en ?? Object.values(text)[0] ?? '');
}

/** A text in one language: its own form where it has one, else the English. */
export function inLocale(text: L, locale: DemoLocale): string {
  return locale === 'en' || typeof text === 'string' ? en(text) : (text[locale] ?? text.en ?? '');
}

export function es(text: L): string {
  return inLocale(text, 'es');
}

/** Builds per-locale text on bilingual sites, plain English elsewhere. */
export function both(ctx: DemoContext, make: (locale: 'en' | 'es') => string): L {
  return ctx.bilingual ? { en: make('en'), es: make('es') } : make('en');
}

/** Text the generator has in every language: per locale on sites of several, plain English elsewhere. */
export function inLocales(ctx: DemoContext, make: (locale: DemoLocale) => string): L {
  return ctx.locales.length > 1 ? Object.fromEntries(ctx.locales.map((l) => [l, make(l)])) : make('en');
}

/** A name in each locale of the site: its own form where it has one (English on English-only sites). */
export function localName(ctx: DemoContext, name: L): L {
  return inLocales(ctx, (l) => inLocale(name, l));
}

const creditLines: Record<DemoLocale, string> = { en: 'Illustration: Travel Guide demo', es: 'Ilustración: demo de Travel Guide', de: 'Illustration: Demo von Travel Guide' };

/** The credit line of the demo's own illustrations. */
export function demoCredit(ctx: DemoContext): L {
  return inLocales(ctx, (l) => creditLines[l]);
}

export function entryId(kind: string, name: L): string {
  return `${kind}-${slug(en(name))}`;
}

/** Created timestamps spread over the past months so ordering by date is meaningful. */
export function createdAt(ctx: DemoContext, daysAgo: number, hour = 10): string {
  const t = Date.parse(`${ctx.today}T00:00:00Z`) - daysAgo * 86_400_000 + hour * 3_600_000;
  return new Date(t).toISOString();
}

/** 'projectSite' -> 'Project site': type names as an editor writes them, not as ids. */
export function typeName(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function typeOf(kind: string, name?: string) {
  return [{ id: kind, name: name ?? typeName(kind) }];
}

export type { DemoEntry };

import type { Taxonomy } from './categories';
import type { LngLat } from './geo';
import { type Random, seeded, slug } from './random';
import type { Contact } from '../../core/content-shapes';
import type { DemoEntry, L } from './types';

/** What every generator of one site's demo content shares. */
export interface DemoContext {
  project: string;
  today: string;
  bilingual: boolean;
  center: LngLat;
  spread: number;
  random: Random;
  /** the site's categories, by kind of entry */
  categories: Taxonomy;
  contacts: Contact[];
  embeds: { url: string; oembed: { author_name: string; thumbnail_url: string; title: string } }[];
}

export function createContext(project: string, today: string, bilingual: boolean, center: LngLat, spread: number, categories: Taxonomy): DemoContext {
  return { project, today, bilingual, center, spread, random: seeded(`${project}:${today}`), categories, contacts: [], embeds: [] };
}

export function en(text: L): string {
  return typeof text === 'string' ? text : (text.en ?? Object.values(text)[0] ?? '');
}

export function es(text: L): string {
  return typeof text === 'string' ? text : (text.es ?? text.en ?? '');
}

/** Builds per-locale text on bilingual sites, plain English elsewhere. */
export function both(ctx: DemoContext, make: (locale: 'en' | 'es') => string): L {
  return ctx.bilingual ? { en: make('en'), es: make('es') } : make('en');
}

/** A name in each locale of the site: its own Spanish form where it has one (English on English-only sites). */
export function localName(ctx: DemoContext, name: L): L {
  return both(ctx, (l) => (l === 'es' ? es(name) : en(name)));
}

/** The credit line of the demo's own illustrations. */
export function demoCredit(ctx: DemoContext): L {
  return both(ctx, (l) => (l === 'es' ? 'Ilustración: demo de Travel Guide' : 'Illustration: Travel Guide demo'));
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

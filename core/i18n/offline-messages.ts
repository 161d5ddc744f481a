// The offline texts of every language, registered apart from t.ts: the page-wide script carries these
// tables alone, not every catalogue (docs/decisions/034-offline.md). A language of locales.ts needs its table here.
import { type Locale, toLocale } from './locales';
import { offlineDe } from './messages/offline-de';
import { offlineEn } from './messages/offline-en';
import { offlineEs } from './messages/offline-es';

export type OfflineKey = keyof typeof offlineEn;

const tables: Record<Locale, Record<OfflineKey, string>> = { en: offlineEn, es: offlineEs, de: offlineDe };

/** An offline text in the page's language (its `lang`, regional forms read as their language), else the default's. */
export function offlineText(lang: string, key: OfflineKey): string {
  return tables[toLocale(lang)][key];
}

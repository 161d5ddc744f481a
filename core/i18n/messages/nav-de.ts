// Navigation, embed code, oEmbed and site search texts in German (docs/product/texts-and-errors.md#key-families).
import type { navEn } from './nav-en';

export const navDe: Record<keyof typeof navEn, string> = {
  'nav.chunkFailed': 'Ein Teil dieser Seite konnte nicht geladen werden.',
  'nav.reload': 'Seite neu laden',
  'embed.heading': 'Einbetten',
  'embed.intro': 'Kopieren Sie diesen Code, um {title} auf Ihrer eigenen Website zu zeigen.',
  'embed.entry': 'Einzubettender Eintrag',
  'embed.code': 'Einbettungscode',
  'embed.copy': 'Einbettungscode kopieren',
  'embed.copied': 'Einbettungscode kopiert.',
  'embed.copyFailed': 'Markieren Sie den Code und kopieren Sie ihn selbst.',
  'embed.preview': 'Vorschau',
  'embed.frameTitle': '{title} ({site})',
};

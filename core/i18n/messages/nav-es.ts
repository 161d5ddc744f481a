// Navigation, embed code, oEmbed and site search texts in Spanish (docs/product/texts-and-errors.md#key-families).
import type { navEn } from './nav-en';

export const navEs: Record<keyof typeof navEn, string> = {
  'nav.chunkFailed': 'Una parte de esta página no se pudo cargar.',
  'nav.reload': 'Recargar la página',
  'embed.heading': 'Insertar',
  'embed.intro': 'Copie este código para mostrar {title} en su propio sitio.',
  'embed.entry': 'Entrada para insertar',
  'embed.code': 'Código para insertar',
  'embed.copy': 'Copiar el código',
  'embed.copied': 'Código copiado.',
  'embed.copyFailed': 'Seleccione el código y cópielo usted mismo.',
  'embed.preview': 'Vista previa',
  'embed.frameTitle': '{title} ({site})',
};

// Navigation, embed code, oEmbed and site search texts in English (docs/product/texts-and-errors.md#key-families), kept apart from the
// shared interface strings.
export const navEn = {
  'nav.chunkFailed': 'Part of this page could not load.',
  'nav.reload': 'Reload the page',
  'embed.heading': 'Embed this',
  'embed.intro': 'Copy this code to show {title} on your own site.',
  'embed.entry': 'Entry to embed',
  'embed.code': 'Embed code',
  'embed.copy': 'Copy embed code',
  'embed.copied': 'Embed code copied.',
  'embed.copyFailed': 'Select the code and copy it yourself.',
  'embed.preview': 'Preview',
  'embed.frameTitle': '{title} ({site})',
} as const;

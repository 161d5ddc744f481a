// Crawlers and link unfurlers get the fully resolved document in one piece: some do not wait for a
// stream, and none of them runs the scripts that would reveal late content.
const BOT = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|whatsapp|telegram|skypeuripreview|yandex|baiduspider|duckduckgo|applebot|semrush|ahrefs|mediapartners|headlesschrome/i;

export function isBot(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value made safe inside XML (sitemaps, GPX). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

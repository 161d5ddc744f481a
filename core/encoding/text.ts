/**
 * JSON as the text of a data block (`<script type="application/json">` or `"application/ld+json"`):
 * never executed, so the CSP allows it. `<` is escaped so no text in the value (a title holding
 * `</script>` or `<!--`) can end or disturb the element; U+2028/9 because some parsers still read them
 * as line ends. `JSON.parse` reads the text back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value made safe inside XML (sitemaps, GPX). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}

import type { Thing, WithContext } from 'schema-dts';

export type StructuredData = WithContext<Exclude<Thing, string>>;

/**
 * JSON for a `<script type="application/ld+json">`: data, never executed, so the CSP allows it. `<`
 * is escaped so no text of the content (a title holding `</script>`) can close the element early;
 * U+2028/9 because some parsers still read them as line ends.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

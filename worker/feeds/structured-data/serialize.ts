import type { Thing, WithContext } from 'schema-dts';
import { scriptJson } from '../../../core/encoding/script-json';

export type StructuredData = WithContext<Exclude<Thing, string>>;

/** JSON for a `<script type="application/ld+json">` (see scriptJson). */
export function serializeJsonLd(data: StructuredData): string {
  return scriptJson(data);
}

import type * as z from 'zod';
import type { importElementSchema, importEntrySchema, ImportFileInput } from '../import/schema';

/** Text in one language, or per locale. */
export type L = string | Record<string, string>;

export type ImportElementSchemaInput = z.input<typeof importElementSchema>;
export type DemoEntry = z.input<typeof importEntrySchema>;
export type DemoFile = ImportFileInput;

export interface DemoOptions {
  /** YYYY-MM-DD: the import day */
  today: string;
  /** meta.entryId of every route of the site */
  pageEntryIds: readonly string[];
}

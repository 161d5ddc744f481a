import { parseImportFile } from './validate';
import { type ImportOptions, importStatements } from './statements';

export interface ImportSummary {
  project: string;
  entries: number;
  elements: number;
  contacts: number;
  embeds: number;
}

/** Validates, then writes in one D1 batch: a bad file throws ImportInvalid before anything is written. */
export async function importExport(db: D1Database, project: string, input: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const file = parseImportFile(input);
  const statements = importStatements(project, file, options);
  if (statements.length > 0) await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
  return { project, entries: file.entries.length, elements: file.elements.length, contacts: file.contacts.length, embeds: file.embeds.length };
}

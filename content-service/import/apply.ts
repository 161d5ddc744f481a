import { type ImportOptions, importStatements } from './statements';
import type * as z from 'zod';
import { ImportInvalid } from '../errors';
import { type ImportFile, importFileSchema } from './schema';

/** `['entries', 3, 'elements', 0, 'data']` -> `entries[3].elements[0].data` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

function firstIssue(error: z.ZodError): z.core.$ZodIssue {
  // A union reports its own issue; the member issues that best match the input say more.
  let issue = error.issues[0]!;
  while (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const nested = issue.errors.reduce((best, list) => (list.length > 0 && (best.length === 0 || deeper(list, best)) ? list : best), [] as z.core.$ZodIssue[]);
    if (nested.length === 0) break;
    issue = { ...nested[0]!, path: [...issue.path, ...nested[0]!.path] };
  }
  return issue;
}

function deeper(a: readonly z.core.$ZodIssue[], b: readonly z.core.$ZodIssue[]): boolean {
  return a[0]!.path.length > b[0]!.path.length;
}

/** Validates an export; throws ImportInvalid naming the first invalid field. */
export function parseImportFile(input: unknown): ImportFile {
  const result = importFileSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = firstIssue(result.error);
  throw new ImportInvalid(formatPath(issue.path), issue.message);
}

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

#!/usr/bin/env node
// npm run content:import -- <file.json> --project <id> [--replace] [--persist-to DIR]
// Loads a JSON export (entries, elements, contacts, embeds) into the content service's local D1. The
// file is validated first; a bad file is refused with the path of the first invalid field and nothing
// is written (the import is one D1 batch, i.e. one transaction).
import { readFileSync } from 'node:fs';
import { loadOperations, parseArgs, UsageError, withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { messageOf } from './lib/errors.mjs';

const USAGE = 'usage: npm run content:import -- <file.json> --project <id> [--replace] [--persist-to DIR]';

try {
  const { options, positional } = parseArgs(process.argv.slice(2), { values: ['project', 'persist-to'], booleans: ['replace'] });
  if (positional.length !== 1) throw new UsageError(USAGE);
  if (!options.project || !/^[a-z0-9][a-z0-9-]*$/.test(options.project)) throw new UsageError(`--project <id> is required (a site id). ${USAGE}`);
  let json;
  try {
    json = JSON.parse(readFileSync(positional[0], 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${positional[0]}: ${messageOf(error)}`);
  }
  const { parseImportFile, importExport, ImportInvalid } = await loadOperations();
  try {
    parseImportFile(json);
  } catch (error) {
    if (error instanceof ImportInvalid) throw new Error(`invalid import file ${positional[0]}: ${messageOf(error)}`);
    throw error;
  }
  const summary = await withLocalContentDb(options['persist-to'], (db) => importExport(db, options.project, json, { replace: options.replace === true }));
  console.log(`imported into ${summary.project}: ${summary.entries} entries, ${summary.elements} elements, ${summary.contacts} contacts, ${summary.embeds} embeds`);
} catch (error) {
  console.error(`error: ${messageOf(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}

#!/usr/bin/env node
// npm run content:import-osm -- <extract.osm.pbf> --project <site-id> [--replace] [--data-date YYYY-MM-DD] [--out FILE] [--persist-to DIR]
// Turns an OpenStreetMap extract into the site's entries (content-service/osm/) and loads them through
// the content service's own import (same validation, one D1 batch). A file that is not PBF or is cut
// short is refused before anything is written. Against what the project already holds, unchanged
// entries keep their dates and hand-written texts stay (content-service/osm/merge.ts). --out writes
// the import file instead (the liechtenstein site's demo content is made this way).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadOperations, parseArgs, UsageError, withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { messageOf } from './lib/errors.mjs';

const USAGE = 'usage: npm run content:import-osm -- <extract.osm.pbf> --project <site-id> [--replace] [--data-date YYYY-MM-DD] [--out FILE] [--persist-to DIR]';

try {
  const { options, positional } = parseArgs(process.argv.slice(2), { values: ['project', 'persist-to', 'data-date', 'out'], booleans: ['replace'] });
  if (positional.length !== 1) throw new UsageError(USAGE);
  if (!options.project || !/^[a-z0-9][a-z0-9-]*$/.test(options.project)) throw new UsageError(`--project <site-id> is required. ${USAGE}`);
  const path = positional[0];
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`cannot read ${path}: ${messageOf(error)}`);
  }
  // The extract's own day when given, else the file's modification day.
  const dataDate = options['data-date'] ?? /(\d{4}-\d{2}-\d{2})\.osm\.pbf$/.exec(path)?.[1] ?? statSync(path).mtime.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dataDate) || Number.isNaN(Date.parse(dataDate))) throw new UsageError(`--data-date must be YYYY-MM-DD (got "${dataDate}")`);
  const { osmExport, parseImportFile, importExport, mergeStored, ImportInvalid, OsmInvalid } = await loadOperations();
  const started = Date.now();
  let file;
  try {
    file = parseImportFile(osmExport(bytes, { dataDate }));
  } catch (error) {
    if (error instanceof OsmInvalid) throw new Error(`${path} is not a usable OpenStreetMap extract: ${messageOf(error)}`);
    if (error instanceof ImportInvalid) throw new Error(`the import made from ${path} is invalid: ${messageOf(error)}`);
    throw error;
  }
  /** @type {Map<string, number>} entries by their last type (trail, mountain, sight, lodging, food) */
  const kinds = new Map();
  for (const entry of file.entries) kinds.set(entry.types.at(-1).id, (kinds.get(entry.types.at(-1).id) ?? 0) + 1);
  const counts = [...kinds].map(([k, n]) => `${n} ${k}`).join(', ');
  if (options.out) {
    writeFileSync(options.out, `${JSON.stringify(file, null, 1)}\n`);
    console.log(`wrote ${options.out}: ${file.entries.length} entries (${counts})`);
  } else {
    const summary = await withLocalContentDb(options['persist-to'], async (db) => {
      const rows = options.replace ? [] : (await db.prepare('SELECT id, body FROM entries WHERE project = ?').bind(options.project).all()).results;
      const stored = new Map(rows.map((row) => [row.id, JSON.parse(row.body)]));
      const merged = mergeStored(file, stored, new Date().toISOString());
      await importExport(db, options.project, merged.file, { replace: options.replace === true });
      return merged.summary;
    });
    console.log(
      `imported ${path} into ${options.project} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file.entries.length} entries (${counts}); ${summary.added} new, ${summary.changed} changed, ${summary.unchanged} unchanged`,
    );
  }
} catch (error) {
  console.error(`error: ${messageOf(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}

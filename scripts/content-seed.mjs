#!/usr/bin/env node
// npm run content:seed [-- --project <id> ...] [--today YYYY-MM-DD] [--persist-to DIR]
// (Re)loads the demo content of every site (or the named ones) into the content service's local D1.
// Idempotent: each project's content is replaced in one transaction. Events are dated from --today.
//
// npm run content:seed -- --project <id> --scale N [--today YYYY-MM-DD] [--persist-to DIR]
// Adds N synthetic entries (ids scale-000000 ...) to one project, in batches, beside its demo content.
import { loadOperations, parseArgs, UsageError, withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { messageOf } from './lib/errors.mjs';
import { progressBar } from './lib/progress.mjs';
import { seedScale } from './lib/seed-scale.mjs';

try {
  const { options, positional } = parseArgs(process.argv.slice(2), { values: ['today', 'persist-to', 'scale'], repeatable: ['project'] });
  if (positional.length > 0) throw new UsageError(`unexpected argument ${positional[0]}`);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new UsageError('--today must be YYYY-MM-DD');
  const scale = options.scale === undefined ? undefined : Number(options.scale);
  if (scale !== undefined && !(Number.isInteger(scale) && scale > 0 && scale <= 1_000_000)) throw new UsageError('--scale must be a whole number from 1 to 1000000');
  if (scale !== undefined && options.project?.length !== 1) throw new UsageError('--scale needs exactly one --project');
  const operations = await loadOperations();
  const { demoExport, demoProjects, importExport, routePageEntryIds } = operations;
  const projects = options.project ?? demoProjects;
  for (const project of projects) if (!demoProjects.includes(project)) throw new UsageError(`no demo content for project "${project}"`);
  if (scale !== undefined) {
    const [project] = projects;
    const bar = progressBar(process.stderr, scale, 'entries');
    const started = performance.now();
    await withLocalContentDb(options['persist-to'], (db) => seedScale(db, operations, { project, today, count: scale, onBatch: bar.update }));
    bar.done();
    console.log(`synthetic content (${today}): ${scale} entries in ${project} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } else {
    const pageIds = routePageEntryIds(projects);
    const summaries = await withLocalContentDb(options['persist-to'], async (db) => {
      const out = [];
      for (const project of projects) {
        const file = demoExport(project, { today, pageEntryIds: pageIds[project] ?? [] });
        out.push(await importExport(db, project, file, { replace: true, now: new Date(`${today}T12:00:00Z`) }));
      }
      return out;
    });
    const entries = summaries.reduce((n, s) => n + s.entries, 0);
    console.log(`demo content (${today}): ${summaries.length} projects, ${entries} entries`);
  }
} catch (error) {
  console.error(`error: ${messageOf(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}

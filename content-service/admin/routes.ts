import { Hono } from 'hono';
import * as z from 'zod';
import { firstIssue } from '../../core/first-issue';
import { demoExport, demoProjects, syntheticExport } from '../demo';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { secretsEqual } from '../auth';
import { importExport } from '../import/apply';
import { ensureMigrated } from '../import/migrate';
import { jsonBody } from '../json-body';

// Operator endpoints for tests and local runs: bearer ADMIN_TOKEN. They apply TEST_MIGRATIONS first
// when bound (tests have no `wrangler d1 migrations apply` step).

export const admin = new Hono<ServiceEnv>();

admin.use('*', async (c, next) => {
  const expected = c.var.environment.adminToken;
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!expected || !(await secretsEqual(given, expected))) throw new ApiError(401, 'unauthorized', 'Invalid admin token');
  if (c.env.TEST_MIGRATIONS) await ensureMigrated(c.env.DB, c.env.TEST_MIGRATIONS);
  await next();
});

const importBody = z.object({ project: z.string().min(1), export: z.unknown(), replace: z.boolean().default(false) });

admin.post('/import', async (c) => {
  const body = importBody.safeParse(await jsonBody(c.req));
  if (!body.success) throw new ApiError(400, 'invalid_request', firstIssue(body.error));
  const summary = await importExport(c.env.DB, body.data.project, body.data.export, { replace: body.data.replace });
  return c.json({ data: summary });
});

const seedBody = z.object({
  projects: z.array(z.string().min(1)).optional(),
  /** project -> the meta.entryId of every route of that site, so each route has its entry */
  pageEntryIds: z.record(z.string(), z.array(z.string().min(1))).default({}),
  /** The import day; events are dated relative to it. */
  today: z.iso.date().optional(),
});

admin.post('/seed', async (c) => {
  // No body at all means every default.
  const body = seedBody.safeParse((await jsonBody(c.req)) ?? {});
  if (!body.success) throw new ApiError(400, 'invalid_request', firstIssue(body.error));
  const today = body.data.today ?? new Date().toISOString().slice(0, 10);
  const projects = body.data.projects ?? demoProjects;
  const summaries = [];
  for (const project of projects) {
    const file = demoExport(project, { today, pageEntryIds: body.data.pageEntryIds[project] ?? [] });
    summaries.push(await importExport(c.env.DB, project, file, { replace: true, now: new Date(`${today}T12:00:00Z`) }));
  }
  return c.json({ data: { today, projects: summaries } });
});

/** Synthetic entries per call: one call's generation and write stay well inside a request's time. */
const MAX_SCALE_BATCH = 2_000;

const scaleBody = z.object({
  project: z.string().min(1),
  /** the first synthetic entry number (entries from .. from+count-1 are upserted) */
  from: z.number().int().min(0).default(0),
  count: z.number().int().min(1).max(MAX_SCALE_BATCH),
  today: z.iso.date().optional(),
});

/** POST /_admin/seed-scale: synthetic entries beside a project's demo content (scale tests, the bench). */
admin.post('/seed-scale', async (c) => {
  const body = scaleBody.safeParse(await jsonBody(c.req));
  if (!body.success) throw new ApiError(400, 'invalid_request', firstIssue(body.error));
  const { project, from, count } = body.data;
  if (!demoProjects.includes(project)) throw new ApiError(400, 'invalid_request', `No demo content for project "${project}"`);
  const today = body.data.today ?? new Date().toISOString().slice(0, 10);
  const file = syntheticExport(project, today, from, count);
  if (from > 0) file.elements = [];
  return c.json({ data: await importExport(c.env.DB, project, file, { now: new Date(`${today}T12:00:00Z`) }) });
});

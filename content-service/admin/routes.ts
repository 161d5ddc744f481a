import { Hono } from 'hono';
import { z } from 'zod';
import { firstIssue } from '../../core/first-issue';
import { demoExport, demoProjects } from '../demo';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { secretsEqual } from '../auth/constant-time';
import { importExport } from '../import/apply';
import { ensureMigrated } from '../import/migrate';
import { jsonBody } from '../json-body';

// Operator endpoints for tests and local runs: bearer ADMIN_TOKEN. They apply TEST_MIGRATIONS first
// when bound (tests have no `wrangler d1 migrations apply` step).

export const admin = new Hono<ServiceEnv>();

admin.use('*', async (c, next) => {
  const expected = c.env.ADMIN_TOKEN;
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

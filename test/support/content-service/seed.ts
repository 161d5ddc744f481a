// For other engineers' tests in the `worker` vitest project: loads the demo content into the embedded
// content service (env.CONTENT) once per isolate, idempotently (each project's content is replaced).
//
//   import { seedDemoContent } from '../../test/support/content-service/seed';
//   beforeAll(() => seedDemoContent(env));                 // every demo project
//   beforeAll(() => seedDemoContent(env, ['islands']));    // only some
//
// Every route of each site's route table gets its page entry ('page-<route>', from meta.entryId); the
// site entry is 'site'. `pageEntryIds` overrides the ids computed from the route tables.

import { routePageEntryIds } from '../../../content-service/cli/page-ids';

export interface SeedEnv {
  CONTENT: Fetcher;
  TEST_CONTENT_ADMIN_TOKEN: string;
}

export interface SeedOptions {
  pageEntryIds?: Record<string, string[]>;
  /** YYYY-MM-DD the demo's relative dates count from; today by default. */
  today?: string;
}

export interface SeedSummary {
  today: string;
  projects: { project: string; entries: number; elements: number; contacts: number; embeds: number }[];
}

const seeded = new Map<string, Promise<SeedSummary>>();

async function post(env: SeedEnv, projects: readonly string[] | undefined, options: SeedOptions): Promise<SeedSummary> {
  const res = await env.CONTENT.fetch('http://content-service/_admin/seed', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.TEST_CONTENT_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ projects, pageEntryIds: options.pageEntryIds ?? routePageEntryIds(projects), today: options.today }),
  });
  if (!res.ok) throw new Error(`Seeding demo content failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: SeedSummary }).data;
}

export function seedDemoContent(env: SeedEnv, projects?: readonly string[], options: SeedOptions = {}): Promise<SeedSummary> {
  const key = JSON.stringify([projects ? [...projects].sort() : null, options]);
  let done = seeded.get(key);
  if (!done) {
    done = post(env, projects, options).catch((error: unknown) => {
      seeded.delete(key);
      throw error;
    });
    seeded.set(key, done);
  }
  return done;
}

/**
 * Adds `count` synthetic entries (`scale-000000` ...) to a project through POST /_admin/seed-scale, a
 * batch at a time; entry n is the same on every call, so a repeat only rewrites the same rows.
 */
export async function seedScaleContent(env: SeedEnv, project: string, count: number, options: { today?: string; batch?: number } = {}): Promise<void> {
  const batch = options.batch ?? 1_000;
  for (let from = 0; from < count; from += batch) {
    const res = await env.CONTENT.fetch('http://content-service/_admin/seed-scale', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.TEST_CONTENT_ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ project, from, count: Math.min(batch, count - from), today: options.today }),
    });
    if (!res.ok) throw new Error(`Seeding synthetic content failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
}

import { applyD1Migrations, env } from 'cloudflare:test';
import { siteZone, type SiteZone } from '../worker-fetch';

/** The worker's migrations applied and the sites registered under this file's own zone. */
export async function formsZone(zone: string, sites: readonly string[]): Promise<SiteZone> {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const registered = siteZone(zone);
  await registered.register(sites);
  return registered;
}

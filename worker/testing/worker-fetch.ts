import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { seedDemoContent } from '../../content-service/testing/seed';
import type { HostRecord } from '../tenancy/host-record';
import { clearSiteMemo } from '../tenancy/resolve-site';

// Tests reach the product the way a visitor does: a hostname registered in KV, a request to the
// assembled worker (`exports.default.fetch`), the embedded content service with the demo content.
// Each test file names its own zone so its host records are its own.

export interface RegisterOptions {
  stage?: HostRecord['stage'];
  /** Load the sites' demo content (the default); off for tests that need no content. */
  seed?: boolean;
}

export interface SiteZone {
  host(site: string): string;
  /** Registers the sites' hostnames and seeds their demo content. */
  register(sites: readonly string[], options?: RegisterOptions): Promise<void>;
  /** A request to the worker as deployed; redirects come back as answers, not followed. */
  fetch(site: string, path: string, init?: RequestInit): Promise<Response>;
}

export function siteZone(zone: string): SiteZone {
  const host = (site: string) => `${site}.${zone}.test`;
  return {
    host,
    async register(sites, { stage = 'development', seed = true } = {}) {
      clearSiteMemo();
      for (const site of sites) await env.HOSTS.put(host(site), JSON.stringify({ site, stage } satisfies HostRecord));
      if (seed) await seedDemoContent(env, sites);
    },
    fetch: (site, path, init = {}) => exports.default.fetch(new Request(`http://${host(site)}${path}`, { redirect: 'manual', ...init })),
  };
}


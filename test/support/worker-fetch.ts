import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { buildRouteTable, pathFor } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { seedDemoContent } from './content-service/seed';
import { signPreviewToken } from '../../worker/content/preview-token';
import type { HostRecord } from '../../worker/tenancy/host-record';
import { environmentOf } from '../../worker/env';

// Tests reach the product the way a visitor does: a hostname registered in KV, a request to the
// assembled worker (`exports.default.fetch`), the embedded content service with the demo content.
// Each test file names its own zone so its host records are its own. The worker keeps a resolved host
// for a while (worker/tenancy/resolve-site.ts): register a host before its first request, never change it.

interface RegisterOptions {
  stage?: HostRecord['stage'];
  /** Load the sites' demo content (the default); off for tests that need no content. */
  seed?: boolean;
}

export interface SiteZone {
  host(site: string): string;
  /** Registers the sites' hostnames and seeds their demo content. */
  register(sites: readonly string[], options?: RegisterOptions): Promise<void>;
  /**
   * Registers a hostname outside the zone for a site, without content: for what depends on the host
   * itself (a site's configured production host, an alias, a local `*.localhost` name).
   */
  registerHost(host: string, site: string, stage?: HostRecord['stage']): Promise<void>;
  /** A request to the worker as deployed; redirects come back as answers, not followed. */
  fetch(site: string, path: string, init?: RequestInit): Promise<Response>;
  /** A page's markup, failing the test unless it answered 200. */
  html(site: string, path: string, init?: RequestInit): Promise<string>;
}

export function siteZone(zone: string): SiteZone {
  const host = (site: string) => `${site}.${zone}.test`;
  const fetch = (site: string, path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`http://${host(site)}${path}`, { redirect: 'manual', ...init }));
  return {
    host,
    async register(sites, { stage = 'development', seed = true } = {}) {
      for (const site of sites) await env.HOSTS.put(host(site), JSON.stringify({ site, stage } satisfies HostRecord));
      if (seed) await seedDemoContent(env, sites);
    },
    async registerHost(name, site, stage = 'development') {
      await env.HOSTS.put(name, JSON.stringify({ site, stage } satisfies HostRecord));
    },
    fetch,
    async html(site, path, init) {
      const res = await fetch(site, path, init);
      expect(res.status, `${site}${path}`).toBe(200);
      return res.text();
    },
  };
}

/** A route's path on a site: sites rename routes (valley-trails lists stories at /tips). */
export function routePath(site: string, route: string): string {
  const found = pathFor(buildRouteTable(loadSiteConfig(site)), route);
  if (!found) throw new Error(`${site} has no ${route} route`);
  return found;
}

/** The entry pages a page links to (/entries/…, the Spanish /articulos/… and the German /eintraege/…), each once. */
export function entryLinks(page: string): string[] {
  return [...new Set([...page.matchAll(/href="(\/(?:entries|articulos|eintraege)\/[^"/]+\/[^"?]+)"/g)].map((m) => m[1]!))];
}

/** A valid preview query for the site: its requests skip every cache (and show drafts). */
export async function previewQuery(site: string): Promise<string> {
  return `preview=true&preview_token=${await signPreviewToken(environmentOf(env).secretsOf(site).previewKey!, site)}`;
}

/** The rest of a streamed body, decoded. */
export async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

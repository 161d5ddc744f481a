import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
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
}

export function siteZone(zone: string): SiteZone {
  const host = (site: string) => `${site}.${zone}.test`;
  return {
    host,
    async register(sites, { stage = 'development', seed = true } = {}) {
      for (const site of sites) await env.HOSTS.put(host(site), JSON.stringify({ site, stage } satisfies HostRecord));
      if (seed) await seedDemoContent(env, sites);
    },
    async registerHost(name, site, stage = 'development') {
      await env.HOSTS.put(name, JSON.stringify({ site, stage } satisfies HostRecord));
    },
    fetch: (site, path, init = {}) => exports.default.fetch(new Request(`http://${host(site)}${path}`, { redirect: 'manual', ...init })),
  };
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

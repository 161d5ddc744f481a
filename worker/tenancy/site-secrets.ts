import * as z from 'zod';
import { siteIds } from '../../sites';

// Secrets are worker secrets named per site: SITE_<ID>_<NAME>, e.g. SITE_CANAL_TRAIL_CONTENT_PRIVATE_KEY.
// They never live in sites/, KV or anything rendered. worker/env.ts parses them with the rest of the
// environment; request code reads its site's from `c.var.secrets`.

export interface SiteSecrets {
  contentPublicKey?: string;
  contentPrivateKey?: string;
  contentToken?: string;
  geoToken?: string;
  captchaSecret?: string;
  previewKey?: string;
  /** The newsletter list provider's API key (Mailchimp: `anystring:<key>` Basic auth). */
  listApiKey?: string;
  /** The staff mail API's key (SendGrid: Bearer). */
  mailApiKey?: string;
  /** Signs the content service's webhooks to POST /__ops/purge (HMAC-SHA256 over body and timestamp). */
  webhookSecret?: string;
  /** The maps service's token for directions (worker/map/directions-route.ts); never sent to a browser. */
  mapsToken?: string;
  /** Bearer token of the site's operator endpoints (GET /__ops/content-health). */
  operatorToken?: string;
  /** The custom site search provider's API key (docs/product/routes.md#search `key`), sent only from the worker. */
  searchKey?: string;
}

const names: Record<keyof SiteSecrets, string> = {
  contentPublicKey: 'CONTENT_PUBLIC_KEY',
  contentPrivateKey: 'CONTENT_PRIVATE_KEY',
  contentToken: 'CONTENT_TOKEN',
  geoToken: 'GEO_TOKEN',
  captchaSecret: 'CAPTCHA_SECRET',
  previewKey: 'PREVIEW_KEY',
  listApiKey: 'LIST_API_KEY',
  mailApiKey: 'MAIL_API_KEY',
  webhookSecret: 'WEBHOOK_SECRET',
  operatorToken: 'OPERATOR_TOKEN',
  mapsToken: 'MAPS_TOKEN',
  searchKey: 'SEARCH_KEY',
};

const keys = Object.keys(names) as (keyof SiteSecrets)[];

export function secretName(siteId: string, key: keyof SiteSecrets): string {
  return `SITE_${siteId.toUpperCase().replace(/-/g, '_')}_${names[key]}`;
}

// An empty value counts as unset, as a deployment that clears a secret means it.
const secret = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** Every site's every secret variable, each an optional string: the environment schema's share of them. */
export const siteSecretVariables: Record<string, typeof secret> = Object.fromEntries(siteIds.flatMap((id) => keys.map((key) => [secretName(id, key), secret])));

/** The parsed variables regrouped per site: a site without any secret has an empty set. */
export function secretsBySite(parsed: Record<string, string | undefined>): ReadonlyMap<string, SiteSecrets> {
  return new Map(
    siteIds.map((id) => {
      const secrets: SiteSecrets = {};
      for (const key of keys) {
        const value = parsed[secretName(id, key)];
        if (value) secrets[key] = value;
      }
      return [id, Object.freeze(secrets)];
    }),
  );
}

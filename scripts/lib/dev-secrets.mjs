// Local-only credentials: the same key pair per site on both sides (the site worker signs, the
// embedded content service verifies). Tests derive them from a fixed seed; `npm start` makes random
// ones once and keeps them in git-ignored .dev.vars files.
import { createHash, randomBytes } from 'node:crypto';

function derive(seed, label) {
  return createHash('sha256').update(`${seed}:${label}`).digest('hex');
}

export function randomSeed() {
  return randomBytes(32).toString('hex');
}

/** Per-site credentials for every site id. */
export function siteCredentials(siteIds, seed) {
  return Object.fromEntries(
    siteIds.map((id) => [
      id,
      {
        publicKey: `pk_${id}_${derive(seed, `${id}:public`).slice(0, 16)}`,
        privateKey: derive(seed, `${id}:private`),
        token: derive(seed, `${id}:token`).slice(0, 40),
        geoToken: derive(seed, `${id}:geo`).slice(0, 40),
        captchaSecret: derive(seed, `${id}:captcha`),
        previewKey: derive(seed, `${id}:preview`),
        listApiKey: `${derive(seed, `${id}:list`).slice(0, 32)}-us1`,
        mailApiKey: `SG.${derive(seed, `${id}:mail`).slice(0, 40)}`,
        webhookSecret: derive(seed, `${id}:webhook`),
        operatorToken: derive(seed, `${id}:operator`).slice(0, 40),
        mapsToken: `pk.${derive(seed, `${id}:maps`).slice(0, 40)}`,
        searchKey: `AIza${derive(seed, `${id}:search`).slice(0, 35)}`,
      },
    ]),
  );
}

const envName = (id, name) => `SITE_${id.toUpperCase().replace(/-/g, '_')}_${name}`;

/** The site worker's secrets, named as worker/tenancy/site-secrets.ts reads them. */
export function siteWorkerVars(credentials) {
  const vars = {};
  for (const [id, c] of Object.entries(credentials)) {
    vars[envName(id, 'CONTENT_PUBLIC_KEY')] = c.publicKey;
    vars[envName(id, 'CONTENT_PRIVATE_KEY')] = c.privateKey;
    vars[envName(id, 'GEO_TOKEN')] = c.geoToken;
    vars[envName(id, 'CAPTCHA_SECRET')] = c.captchaSecret;
    vars[envName(id, 'PREVIEW_KEY')] = c.previewKey;
    vars[envName(id, 'LIST_API_KEY')] = c.listApiKey;
    vars[envName(id, 'MAIL_API_KEY')] = c.mailApiKey;
    vars[envName(id, 'WEBHOOK_SECRET')] = c.webhookSecret;
    vars[envName(id, 'OPERATOR_TOKEN')] = c.operatorToken;
    vars[envName(id, 'MAPS_TOKEN')] = c.mapsToken;
    vars[envName(id, 'SEARCH_KEY')] = c.searchKey;
  }
  return vars;
}

/** The content service's secrets: one JSON map of project -> keys, and the geo tokens it accepts. */
export function contentServiceVars(credentials, adminToken) {
  const projects = Object.fromEntries(Object.entries(credentials).map(([id, c]) => [id, { publicKey: c.publicKey, privateKey: c.privateKey, token: c.token }]));
  const geoTokens = Object.values(credentials).map((c) => c.geoToken);
  return { PROJECT_KEYS: JSON.stringify(projects), GEO_TOKENS: JSON.stringify(geoTokens), ADMIN_TOKEN: adminToken };
}

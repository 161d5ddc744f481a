#!/usr/bin/env node
// `npm run preview:token -- <site-id> [path]`: prints a local preview URL for one site, signed with
// that site's preview key from .dev.vars (made by `npm start`). The token lasts one hour.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDevVars } from './lib/dev-vars.mjs';
import { importTs, root } from './lib/import-ts.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const [siteId, path = '/'] = process.argv.slice(2);
if (!siteId) fail('Usage: npm run preview:token -- <site-id> [path]');
if (!path.startsWith('/')) fail(`The path must start with "/": ${path}`);

const { siteIds } = await importTs('sites/index.ts');
if (!siteIds.includes(siteId)) fail(`Unknown site id "${siteId}". Known sites: ${siteIds.join(', ')}`);

// TRAVEL_GUIDE_DEV_VARS points elsewhere only for this script's own tests.
const devVars = process.env.TRAVEL_GUIDE_DEV_VARS ?? join(root, '.dev.vars');
const { secretName } = await importTs('worker/tenancy/site-secrets.ts');
const key = existsSync(devVars) ? parseDevVars(readFileSync(devVars, 'utf8')).get(secretName(siteId, 'previewKey')) : undefined;
if (!key) fail(`No preview key for ${siteId} in .dev.vars. Run \`npm start\` first: it creates the local secrets.`);

const { signPreviewToken, PREVIEW_TOKEN_PARAM } = await importTs('worker/content/preview-token.ts');
const token = await signPreviewToken(key, siteId);
const url = new URL(path, `http://${siteId}.localhost:8787`);
url.searchParams.set('preview', 'true');
url.searchParams.set(PREVIEW_TOKEN_PARAM, token);
console.log(url.href);

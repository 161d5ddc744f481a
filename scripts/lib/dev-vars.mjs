// Local-only secrets for `wrangler dev`: .dev.vars (site worker, repo root) and content-service/.dev.vars.
// A random seed, kept as a comment in both files, derives every key, so reruns reproduce the same keys;
// existing keys are never overwritten and new sites get theirs added.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentServiceVars, randomSeed, siteCredentials, siteWorkerVars } from './dev-secrets.mjs';

const SEED_LINE = /^#\s*dev-secrets seed:\s*([0-9a-f]{16,})\s*$/m;
// Keys whose value is a JSON collection of every site: merged entry by entry instead of kept whole.
const MERGED_JSON = new Set(['PROJECT_KEYS', 'GEO_TOKENS']);

/** The dotenv lines of a .dev.vars text as a map (quotes removed); comments and blanks skipped. */
export function parseDevVars(text) {
  const vars = new Map();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    let value = match[2] ?? '';
    const quote = value[0];
    if ((quote === "'" || quote === '"') && value.endsWith(quote) && value.length >= 2) value = value.slice(1, -1);
    vars.set(match[1], value);
  }
  return vars;
}

function seedOf(text) {
  return SEED_LINE.exec(text)?.[1];
}

// Single quotes: dotenv keeps their content literally, so JSON values survive unescaped.
function line(key, value) {
  if (value.includes("'") || value.includes('\n')) throw new Error(`.dev.vars: value of ${key} cannot be quoted safely`);
  return `${key}='${value}'`;
}

function mergeJson(key, existing, wanted) {
  let current;
  try {
    current = JSON.parse(existing);
  } catch {
    throw new Error(`.dev.vars: ${key} is not valid JSON; fix or delete the file to regenerate it`);
  }
  const next = JSON.parse(wanted);
  if (Array.isArray(current) && Array.isArray(next)) return JSON.stringify([...current, ...next.filter((v) => !current.includes(v))]);
  if (current && typeof current === 'object' && !Array.isArray(current)) return JSON.stringify({ ...next, ...current });
  throw new Error(`.dev.vars: ${key} has an unexpected JSON shape; fix or delete the file to regenerate it`);
}

/**
 * The new text of a .dev.vars file: existing lines kept as they are, missing keys appended, JSON
 * collections extended with missing entries. Returns the input unchanged when nothing is missing.
 */
function mergeDevVars(existingText, wanted, seed) {
  const lines = existingText ? existingText.replace(/\n*$/, '').split('\n') : [];
  if (!seedOf(existingText)) lines.unshift(`# dev-secrets seed: ${seed}`, '# Local-only secrets made by `npm start`; never commit or deploy them.');
  const existing = parseDevVars(existingText);
  for (const [key, value] of Object.entries(wanted)) {
    if (!existing.has(key)) {
      lines.push(line(key, value));
    } else if (MERGED_JSON.has(key)) {
      const merged = mergeJson(key, existing.get(key), value);
      if (merged !== existing.get(key)) {
        const index = lines.findIndex((l) => new RegExp(`^\\s*${key}\\s*=`).test(l));
        lines[index] = line(key, merged);
      }
    }
  }
  const text = `${lines.join('\n')}\n`;
  return text === existingText ? existingText : text;
}

function adminToken(seed) {
  return createHash('sha256').update(`${seed}:content-admin`).digest('hex').slice(0, 40);
}

/** Both workers' wanted variables for the given sites, from one seed. */
function wantedVars(siteIds, seed) {
  const credentials = siteCredentials(siteIds, seed);
  return { site: siteWorkerVars(credentials), content: contentServiceVars(credentials, adminToken(seed)) };
}

/** Creates or completes both .dev.vars files under root; returns the paths written. */
export function ensureDevVars(root, siteIds) {
  const sitePath = join(root, '.dev.vars');
  const contentPath = join(root, 'content-service/.dev.vars');
  const read = (p) => (existsSync(p) ? readFileSync(p, 'utf8') : '');
  const siteText = read(sitePath);
  const contentText = read(contentPath);
  const seed = seedOf(siteText) ?? seedOf(contentText) ?? randomSeed();
  const wanted = wantedVars(siteIds, seed);
  const written = [];
  for (const [path, text, vars] of /** @type {const} */ ([
    [sitePath, siteText, wanted.site],
    [contentPath, contentText, wanted.content],
  ])) {
    const next = mergeDevVars(text, vars, seed);
    if (next !== text) {
      writeFileSync(path, next, { mode: 0o600 });
      written.push(path);
    }
  }
  return written;
}

/** The content service's admin token as stored (a user may have set their own). */
export function readAdminToken(root) {
  const path = join(root, 'content-service/.dev.vars');
  return existsSync(path) ? parseDevVars(readFileSync(path, 'utf8')).get('ADMIN_TOKEN') : undefined;
}

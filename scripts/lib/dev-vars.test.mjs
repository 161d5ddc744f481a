import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { contentServiceVars, siteCredentials, siteWorkerVars } from './dev-secrets.mjs';
import { ensureDevVars, parseDevVars, readAdminToken } from './dev-vars.mjs';

const SEED = 'ab'.repeat(32);
const SEED_LINE = `# dev-secrets seed: ${SEED}`;
// sha256(`${SEED}:content-admin`), its first 40 hex digits.
const ADMIN_TOKEN = '4b2b0ea8726a4b8deedfa59cac411af64fa68e36';
let dirs = [];
function tempRoot() {
  const dir = mkdtempSync(join(tmpdir(), 'dev-vars-'));
  mkdirSync(join(dir, 'content-service'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const siteFile = (root) => join(root, '.dev.vars');
const contentFile = (root) => join(root, 'content-service/.dev.vars');
const read = (path) => readFileSync(path, 'utf8');
const siteVarsOf = (siteIds, seed) => siteWorkerVars(siteCredentials(siteIds, seed));
const contentVarsOf = (siteIds, seed) => contentServiceVars(siteCredentials(siteIds, seed), ADMIN_TOKEN);

describe('ensureDevVars', () => {
  it('writes the seed and every wanted key into a new file, readable by a dotenv parser', () => {
    const root = tempRoot();
    writeFileSync(siteFile(root), `${SEED_LINE}\n`);
    expect(ensureDevVars(root, ['islands'])).toEqual([siteFile(root), contentFile(root)]);
    const text = read(contentFile(root));
    expect(text.split('\n')[0]).toBe(SEED_LINE);
    const parsed = parseEnv(text);
    expect(JSON.parse(parsed.PROJECT_KEYS ?? '').islands.publicKey).toMatch(/^pk_islands_/);
    expect(JSON.parse(parsed.GEO_TOKENS ?? '')).toHaveLength(1);
    expect(parsed.ADMIN_TOKEN).toBe(ADMIN_TOKEN);
    expect(readAdminToken(root)).toBe(ADMIN_TOKEN);
  });

  it('creates both files once, with matching key pairs on both sides, and keeps them on rerun', () => {
    const root = tempRoot();
    expect(ensureDevVars(root, ['islands', 'canal-trail'])).toHaveLength(2);
    const site = parseEnv(read(siteFile(root)));
    const content = parseEnv(read(contentFile(root)));
    expect(JSON.parse(content.PROJECT_KEYS ?? '')['canal-trail'].privateKey).toBe(site.SITE_CANAL_TRAIL_CONTENT_PRIVATE_KEY);
    const before = [read(siteFile(root)), read(contentFile(root))];
    expect(ensureDevVars(root, ['islands', 'canal-trail'])).toEqual([]);
    expect([read(siteFile(root)), read(contentFile(root))]).toEqual(before);
  });

  it('never overwrites an existing key and appends the keys of a new site', () => {
    const root = tempRoot();
    writeFileSync(siteFile(root), `${SEED_LINE}\nSITE_ISLANDS_CONTENT_PUBLIC_KEY='mine'\n`);
    ensureDevVars(root, ['islands', 'park']);
    const vars = parseDevVars(read(siteFile(root)));
    expect(vars.get('SITE_ISLANDS_CONTENT_PUBLIC_KEY')).toBe('mine');
    expect(vars.get('SITE_PARK_CONTENT_PUBLIC_KEY')).toBe(siteVarsOf(['islands', 'park'], SEED).SITE_PARK_CONTENT_PUBLIC_KEY);
  });

  it('adds a new project to PROJECT_KEYS while keeping the stored projects as they are', () => {
    const root = tempRoot();
    const stored = contentVarsOf(['islands'], 'cd'.repeat(32));
    writeFileSync(contentFile(root), `${SEED_LINE}\nPROJECT_KEYS='${stored.PROJECT_KEYS}'\nGEO_TOKENS='${stored.GEO_TOKENS}'\n`);
    ensureDevVars(root, ['islands', 'park']);
    const next = parseDevVars(read(contentFile(root)));
    const projects = JSON.parse(next.get('PROJECT_KEYS') ?? '');
    expect(projects.islands).toEqual(JSON.parse(stored.PROJECT_KEYS).islands);
    expect(Object.keys(projects).sort()).toEqual(['islands', 'park']);
    const parkGeo = JSON.parse(contentVarsOf(['park'], SEED).GEO_TOKENS);
    expect(JSON.parse(next.get('GEO_TOKENS') ?? '')).toEqual(expect.arrayContaining([...JSON.parse(stored.GEO_TOKENS), ...parkGeo]));
  });

  it('refuses to merge into a PROJECT_KEYS that is not JSON, naming the key', () => {
    const root = tempRoot();
    writeFileSync(contentFile(root), `${SEED_LINE}\nPROJECT_KEYS='{oops'\n`);
    expect(() => ensureDevVars(root, ['islands'])).toThrow(/PROJECT_KEYS is not valid JSON/);
  });

  it('derives a missing content file from the seed kept in the site file', () => {
    const root = tempRoot();
    writeFileSync(siteFile(root), `${SEED_LINE}\n`);
    ensureDevVars(root, ['islands']);
    const content = parseEnv(read(contentFile(root)));
    expect(JSON.parse(content.PROJECT_KEYS ?? '').islands).toEqual(JSON.parse(contentVarsOf(['islands'], SEED).PROJECT_KEYS).islands);
  });
});

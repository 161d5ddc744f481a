import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { adminToken, ensureDevVars, mergeDevVars, parseDevVars, seedOf, wantedVars } from './dev-vars.mjs';

const SEED = 'ab'.repeat(32);
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

describe('mergeDevVars', () => {
  it('writes the seed and every wanted key into an empty file, readable by a dotenv parser', () => {
    const { content } = wantedVars(['islands'], SEED);
    const text = mergeDevVars('', content, SEED);
    expect(seedOf(text)).toBe(SEED);
    const parsed = parseEnv(text);
    expect(JSON.parse(parsed.PROJECT_KEYS ?? '').islands.publicKey).toMatch(/^pk_islands_/);
    expect(JSON.parse(parsed.GEO_TOKENS ?? '')).toHaveLength(1);
    expect(parsed.ADMIN_TOKEN).toBe(adminToken(SEED));
  });

  it('is idempotent: a second merge with the same wants changes nothing', () => {
    const { site } = wantedVars(['islands', 'canal-trail'], SEED);
    const once = mergeDevVars('', site, SEED);
    expect(mergeDevVars(once, site, SEED)).toBe(once);
  });

  it('never overwrites an existing key and appends the keys of a new site', () => {
    const before = `# dev-secrets seed: ${SEED}\nSITE_ISLANDS_CONTENT_PUBLIC_KEY='mine'\n`;
    const { site } = wantedVars(['islands', 'park'], SEED);
    const vars = parseDevVars(mergeDevVars(before, site, SEED));
    expect(vars.get('SITE_ISLANDS_CONTENT_PUBLIC_KEY')).toBe('mine');
    expect(vars.get('SITE_PARK_CONTENT_PUBLIC_KEY')).toBe(site.SITE_PARK_CONTENT_PUBLIC_KEY);
  });

  it('adds a new project to PROJECT_KEYS while keeping the stored projects as they are', () => {
    const first = mergeDevVars('', wantedVars(['islands'], 'another-seed-0000').content, SEED);
    const stored = JSON.parse(parseDevVars(first).get('PROJECT_KEYS')).islands;
    const storedGeo = JSON.parse(parseDevVars(first).get('GEO_TOKENS'));
    const next = parseDevVars(mergeDevVars(first, wantedVars(['islands', 'park'], SEED).content, SEED));
    const projects = JSON.parse(next.get('PROJECT_KEYS'));
    expect(projects.islands).toEqual(stored);
    expect(Object.keys(projects).sort()).toEqual(['islands', 'park']);
    const parkGeo = JSON.parse(wantedVars(['park'], SEED).content.GEO_TOKENS);
    expect(JSON.parse(next.get('GEO_TOKENS'))).toEqual(expect.arrayContaining([...storedGeo, ...parkGeo]));
  });

  it('refuses to merge into a PROJECT_KEYS that is not JSON, naming the key', () => {
    const broken = `# dev-secrets seed: ${SEED}\nPROJECT_KEYS='{oops'\n`;
    expect(() => mergeDevVars(broken, wantedVars(['islands'], SEED).content, SEED)).toThrow(/PROJECT_KEYS is not valid JSON/);
  });
});

describe('ensureDevVars', () => {
  it('creates both files once, with matching key pairs on both sides, and keeps them on rerun', () => {
    const root = tempRoot();
    expect(ensureDevVars(root, ['islands', 'canal-trail'])).toHaveLength(2);
    const site = parseEnv(readFileSync(join(root, '.dev.vars'), 'utf8'));
    const content = parseEnv(readFileSync(join(root, 'content-service/.dev.vars'), 'utf8'));
    expect(JSON.parse(content.PROJECT_KEYS ?? '')['canal-trail'].privateKey).toBe(site.SITE_CANAL_TRAIL_CONTENT_PRIVATE_KEY);
    const before = readFileSync(join(root, '.dev.vars'), 'utf8');
    expect(ensureDevVars(root, ['islands', 'canal-trail'])).toEqual([]);
    expect(readFileSync(join(root, '.dev.vars'), 'utf8')).toBe(before);
  });

  it('derives a missing content file from the seed kept in the site file', () => {
    const root = tempRoot();
    writeFileSync(join(root, '.dev.vars'), mergeDevVars('', wantedVars(['islands'], SEED).site, SEED));
    ensureDevVars(root, ['islands']);
    const content = parseEnv(readFileSync(join(root, 'content-service/.dev.vars'), 'utf8'));
    expect(JSON.parse(content.PROJECT_KEYS ?? '').islands).toEqual(JSON.parse(wantedVars(['islands'], SEED).content.PROJECT_KEYS).islands);
  });
});

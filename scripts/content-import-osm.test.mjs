import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { root } from './lib/import-ts.mjs';

// The OpenStreetMap importer on the Liechtenstein extract, through the CLI into a throw-away local D1.

const EXTRACT = 'data/osm/liechtenstein-2013-08-03.osm.pbf';
const dir = mkdtempSync(join(tmpdir(), 'content-import-osm-'));
const persist = join(dir, 'state');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args) {
  return spawnSync(process.execPath, ['scripts/content-import-osm.mjs', ...args], { cwd: root, encoding: 'utf8' });
}
const load = (...args) => cli(EXTRACT, '--project', 'liechtenstein', '--persist-to', persist, ...args);

const stored = () =>
  withLocalContentDb(persist, async (db) => {
    const { results } = await db.prepare("SELECT id, types, updated, body FROM entries WHERE project = 'liechtenstein' ORDER BY id").all();
    return results.map((row) => ({ ...row, types: JSON.parse(row.types), body: JSON.parse(row.body) }));
  });

const element = (entry, id) => entry.body.elements.find((e) => e.id === id);

describe('npm run content:import-osm', () => {
  let first;

  it('imports trails, huts and peaks, sights, places to stay and to eat', async () => {
    const run = load();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/entries \(\d+ trail, \d+ sight, \d+ food, \d+ mountain, \d+ lodging\); \d+ new, 0 changed, 0 unchanged/);
    first = await stored();
    const ofType = (type) => first.filter((e) => e.types.includes(type));
    const trails = ofType('trail');
    expect(trails.length).toBeGreaterThanOrEqual(10);
    expect(trails.length).toBeLessThanOrEqual(20);
    const trail = (title) => trails.find((t) => JSON.stringify(t.body.title).includes(title));
    const km = (title) => element(trail(title), 'length').data * 1.609344;
    // Lengths are stored in miles to a tenth (the content's convention): kilometres within 0.1.
    expect(Math.abs(km('Fürstin-Gina-Weg') - 4.6)).toBeLessThan(0.1);
    expect(km('Fürstensteig')).toBeGreaterThan(1.5);
    expect(km('Felsbandweg')).toBeGreaterThan(1.5);
    for (const trail of trails) expect(element(trail, 'length').data * 1.609344).toBeGreaterThanOrEqual(1);
    // One trail per name: pieces of one path a short unnamed track apart are joined into one line.
    const names = trails.map((t) => JSON.stringify(t.body.title));
    expect(names).toHaveLength(new Set(names).size);
    expect(km('Paulahuette Lower Part')).toBeGreaterThan(2.3);
    expect(element(trail('Paulahuette'), 'osm').data).toBe('way/991,way/5638');
    // Same-named lanes in villages are not trails; a hiking route mostly missing from the extract is skipped.
    expect(trails.map((t) => JSON.stringify(t.body.title))).not.toContainEqual(expect.stringMatching(/Rheindamm|Quaderröfiweg|Zentralalpenweg/));
    const titles = (type) => ofType(type).map((e) => (typeof e.body.title === 'string' ? e.body.title : e.body.title.en));
    expect(titles('mountain')).toEqual(expect.arrayContaining(['Pfälzer Hütte', 'Guschg', 'Naafkopf', 'Vorder Grauspitz']));
    expect(titles('sight')).toEqual(expect.arrayContaining(['Schloss Vaduz', 'Schloss Gutenberg', 'Kunstmuseum Liechtenstein']));
    expect(titles('lodging')).toContain('Jugendherberge Schaan-Vaduz');
    expect(titles('food')).toContain('Bergrestaurant Sareis');
    // Each entry keeps its OSM element; nothing the data does not hold (no photos, no altitudes on lines).
    for (const entry of first) expect(element(entry, 'osm').data).toMatch(/^(node|way|relation)\/\d+/);
    expect(first.some((e) => element(e, 'images'))).toBe(false);
    const gina = trail('Fürstin-Gina-Weg');
    expect(JSON.parse(element(gina, 'route').data.features[0].json).coordinates[0]).toHaveLength(2);
    expect(element(gina, 'difficulty').data).toEqual(['moderate']);
    // Route type from the line, which goes one way: never out and back, whose line would come back to
    // its start. A line ending at a hut or peak tells the walk there and back in its summary.
    for (const trail of trails) expect(element(trail, 'route_type').data).not.toContain('outAndBack');
    expect(element(gina, 'route_type').data).toEqual(['pointToPoint']);
    expect(element(gina, 'short_description').data).toEqual({
      en: '4.6 km path from near Malbun to Pfälzer Hütte (9.2 km there and back).',
      de: '4.6 km Weg ab Malbun nach Pfälzer Hütte (9.2 km hin und zurück).',
    });
    expect(element(trail('Ans Trail'), 'short_description').data.en).not.toContain('there and back');
  }, 120_000);

  it('changes nothing on a second import of the same file', async () => {
    const run = load();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 new, 0 changed, \d+ unchanged/);
    expect(await stored()).toEqual(first);
  }, 120_000);

  it('updates only what changed and keeps a description written by hand', async () => {
    const museum = first.find((e) => element(e, 'osm').data === 'node/5139');
    const hut = first.find((e) => element(e, 'osm').data === 'way/3083');
    await withLocalContentDb(persist, async (db) => {
      const edited = { ...museum.body, elements: museum.body.elements.map((e) => (e.id === 'short_description' ? { ...e, groups: [], data: 'Written by hand.' } : e)) };
      const stale = { ...hut.body, title: 'Old name' };
      await db.prepare("UPDATE entries SET body = ? WHERE project = 'liechtenstein' AND id = ?").bind(JSON.stringify(edited), museum.id).run();
      await db.prepare("UPDATE entries SET body = ? WHERE project = 'liechtenstein' AND id = ?").bind(JSON.stringify(stale), hut.id).run();
    });
    const run = load();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/0 new, 1 changed, \d+ unchanged/);
    const after = await stored();
    const changed = after.filter((e, i) => e.updated !== first[i].updated).map((e) => e.id);
    expect(changed).toEqual([hut.id]);
    expect(after.find((e) => e.id === hut.id).body.title).toBe('Pfälzer Hütte');
    expect(
      element(
        after.find((e) => e.id === museum.id),
        'short_description',
      ).data,
    ).toBe('Written by hand.');
  }, 120_000);

  it('refuses a truncated file with a clear error and writes nothing', async () => {
    const cut = join(dir, 'cut.osm.pbf');
    writeFileSync(cut, readFileSync(join(root, EXTRACT)).subarray(0, 300_000));
    const run = cli(cut, '--project', 'liechtenstein-cut', '--persist-to', persist);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/not a usable OpenStreetMap extract: the file is truncated/);
    const notPbf = join(dir, 'notes.osm.pbf');
    writeFileSync(notPbf, 'these are not the data you are looking for');
    const junk = cli(notPbf, '--project', 'liechtenstein-cut', '--persist-to', persist);
    expect([junk.status, junk.stderr]).toEqual([1, expect.stringMatching(/not an OpenStreetMap PBF file|too short/)]);
    const count = await withLocalContentDb(persist, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM entries WHERE project = 'liechtenstein-cut'").first()).n);
    expect(count).toBe(0);
  }, 120_000);

  it("makes exactly the site's committed demo content", () => {
    const out = join(dir, 'liechtenstein.json');
    const run = cli(EXTRACT, '--project', 'liechtenstein', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    // Compared as data: the committed copy is formatted by biome.
    expect(JSON.parse(readFileSync(join(root, 'content-service/demo/osm/liechtenstein.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(out, 'utf8')));
  }, 60_000);
});

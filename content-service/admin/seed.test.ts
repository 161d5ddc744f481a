import { beforeAll, describe, expect, it } from 'vitest';
import { elementSchema, entryListSchema } from '../../core/content-shapes';
import { demoProjects } from '../demo';
import { adminHeaders, call, getJson } from '../../test/support/content-service/service';

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const res = await call('/_admin/seed', { method: 'POST', headers: adminHeaders(), body: JSON.stringify({ today, pageEntryIds: { islands: ['page-sobre-extra'] } }) });
  expect(res.status, await res.clone().text()).toBe(200);
});

describe('demo seed', () => {
  it('loads every demo project, and every entry answered validates against the shared entry schema', async () => {
    for (const project of demoProjects) {
      const list = await getJson<unknown>(project, '/entries?limit=500&phase=0,1,2,3,4');
      const parsed = entryListSchema.parse(list);
      expect(parsed.total).toBeGreaterThanOrEqual(25);
      expect(parsed.index.some((e) => e.id === 'site')).toBe(true);
      expect(parsed.index.some((e) => e.id === 'page-home' && e.types[0]?.id === 'home')).toBe(true);
    }
  });

  it('gives the rich guides 40+ content entries across every kind', async () => {
    const kinds = ['place', 'activity', 'lodging', 'food', 'shopping', 'event', 'trail', 'itinerary', 'story', 'contributor', 'organization', 'notice', 'promotion'];
    for (const project of ['islands', 'valley-trails', 'canal-trail', 'park-gateway']) {
      const list = await getJson<{ index: { types: { id: string }[] }[]; total: number }>(project, `/entries?limit=500&type=${kinds.join(',')}`);
      expect(list.total).toBeGreaterThanOrEqual(40);
      const seen = new Set(list.index.map((e) => e.types[0]!.id));
      for (const kind of kinds.filter((k) => k !== 'notice')) expect(seen, `${project} has ${kind}`).toContain(kind);
    }
  });

  it('gives every option element of every demo entry a human name and its option list holding the chosen options', async () => {
    for (const project of demoProjects) {
      const list = entryListSchema.parse(await getJson(project, '/entries?limit=500&phase=0,1,2,3,4'));
      const optionElements = list.index.flatMap((e) => e.elements.filter((el) => el.type === 'option'));
      expect(optionElements.length, project).toBeGreaterThan(0);
      for (const element of optionElements) {
        expect(element.name, `${project} ${element.id}`).not.toBe(element.id);
        const listed = new Set(element.options?.map((o) => o.id));
        expect(
          (element.data as string[]).filter((id) => !listed.has(id)),
          `${project} ${element.id}`,
        ).toEqual([]);
      }
    }
  });

  it('answers the option element definitions with their lists: per locale on the bilingual islands, English elsewhere', async () => {
    const optionElementIds = ['attributes', 'difficulty', 'status', 'route_type', 'itinerary_route_type', 'surface', 'pricing_indicator', 'features', 'notice_type'];
    const spanish = await getJson<{ index: unknown[]; total: number }>('islands', `/elements?id=${optionElementIds.join(',')}&locale=es`);
    expect(spanish.total).toBe(optionElementIds.length);
    const surface = spanish.index.map((e) => elementSchema.parse(e)).find((e) => e.id === 'surface')!;
    expect(surface.name).toBe('Superficie');
    expect(surface.options?.find((o) => o.id === 'dirt')?.text).toEqual({ en: 'Packed dirt', es: 'Tierra compactada' });
    const difficulty = elementSchema.parse(await getJson('sandbox', '/elements?id=difficulty'));
    expect([difficulty.name, difficulty.options?.map((o) => o.text)]).toEqual(['Difficulty', ['Easy', 'Moderate', 'Difficult']]);
  });

  it('puts a few sandbox entries in the embed-tests group its /embed-tests index lists', async () => {
    const grouped = entryListSchema.parse(await getJson('sandbox', '/entries?group=embed-tests'));
    expect(grouped.index.map((e) => e.id).sort()).toEqual(['place-old-town-plaza', 'story-food-and-drink-in-the-sandbox', 'trail-bosque-trail']);
    expect(grouped.index.every((e) => e.groups.includes('embed-tests'))).toBe(true);
    expect((await getJson<{ total: number }>('sandbox', '/entries')).total).toBeGreaterThan(grouped.total);
  });

  it('creates the page entries the caller names, and is idempotent', async () => {
    const again = await call('/_admin/seed', { method: 'POST', headers: adminHeaders(), body: JSON.stringify({ projects: ['islands'], today, pageEntryIds: { islands: ['page-sobre-extra'] } }) });
    expect(again.status).toBe(200);
    const list = await getJson<{ index: { id: string }[]; total: number }>('islands', '/entries?id=page-sobre-extra,page-about,page-home');
    expect(list.index.map((e) => e.id).sort()).toEqual(['page-about', 'page-home', 'page-sobre-extra']);
  });

  it('refuses the admin endpoints without the admin token', async () => {
    const res = await call('/_admin/seed', { method: 'POST', headers: { Authorization: 'Bearer nope' }, body: '{}' });
    expect(res.status).toBe(401);
  });
});

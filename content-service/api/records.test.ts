import { beforeAll, describe, expect, it } from 'vitest';
import { contactSchema, elementSchema, embedDataSchema } from '../../core/content-shapes';
import { adminImport, getJson, signedGet } from '../../test/support/content-service/service';

const PROJECT = 'trail-project';

beforeAll(async () => {
  const res = await adminImport(PROJECT, {
    elements: [
      { id: 'categories', name: 'Categories', type: 'option', options: [{ id: 'a', text: { en: 'A', es: 'Á' } }] },
      { id: 'difficulty', name: { en: 'Difficulty', es: 'Dificultad' }, type: 'option', options: [{ id: 'easy' }] },
    ],
    contacts: [
      { id: 'office', label: 'Office', phones: [{ number: { e164: '+15555550100', text: '(555) 555-0100' } }], locations: [{ city: 'Wenatchee', point: '-120.3,47.4' }] },
      { id: 'crew', label: 'Crew' },
    ],
    embeds: [{ url: 'https://video.example/watch/1', oembed: { author_name: 'Trail Crew Films', thumbnail_url: '/media/trail-project/trail.svg' } }],
  });
  expect(res.status, await res.clone().text()).toBe(200);
});

describe('GET /elements, /contacts, /embed/data', () => {
  it('answers one element or contact as the object itself, a comma list as { index, total }', async () => {
    expect(elementSchema.parse(await getJson(PROJECT, '/elements?id=categories')).id).toBe('categories');
    const contact = contactSchema.parse(await getJson(PROJECT, '/contacts?id=office'));
    expect(contact.locations![0]!.point).toBe('-120.3,47.4');
    const two = await getJson<{ index: { id: string }[]; total: number }>(PROJECT, '/contacts?id=crew,office,ghost');
    expect([two.index.map((c) => c.id), two.total]).toEqual([['crew', 'office'], 2]);
  });

  it('answers a per-locale element name in the request locale, English as the fallback', async () => {
    const name = async (query: string, headers: Record<string, string> = {}) => elementSchema.parse(await getJson(PROJECT, `/elements?id=difficulty${query}`, headers)).name;
    expect([await name(''), await name('&locale=es'), await name('', { 'Accept-Language': 'es-MX' }), await name('&locale=fr')]).toEqual(['Difficulty', 'Dificultad', 'Dificultad', 'Difficulty']);
    const both = await getJson<{ index: { name: string }[] }>(PROJECT, '/elements?id=categories,difficulty&locale=es');
    expect(both.index.map((e) => e.name)).toEqual(['Categories', 'Dificultad']);
  });

  it('answers 404 with the content error body for an unknown id, 400 without one', async () => {
    const missing = await signedGet(PROJECT, '/elements?id=ghost');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { id: 'not_found', data: { element: 'ghost' } } });
    expect((await signedGet(PROJECT, '/contacts')).status).toBe(400);
  });

  it('answers stored oembed data for known urls and a placeholder otherwise', async () => {
    const known = embedDataSchema.parse(await getJson(PROJECT, `/embed/data?url=${encodeURIComponent('https://video.example/watch/1')}&locale=en`));
    expect(known.oembed.author_name).toBe('Trail Crew Films');
    const unknown = embedDataSchema.parse(await getJson(PROJECT, `/embed/data?url=${encodeURIComponent('https://elsewhere.example/x')}`));
    expect(unknown.oembed).toMatchObject({ author_name: 'Unknown', thumbnail_url: '', url: 'https://elsewhere.example/x' });
  });
});

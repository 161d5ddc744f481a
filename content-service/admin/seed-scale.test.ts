import { describe, expect, it } from 'vitest';
import type { Entry } from '../../core/content-shapes';
import { adminHeaders, call, getJson } from '../../test/support/content-service/service';

// POST /_admin/seed-scale: synthetic entries beside a project's demo content, the same on every call.

const seedScale = (body: unknown) => call('/_admin/seed-scale', { method: 'POST', headers: adminHeaders(), body: JSON.stringify(body) });

describe('POST /_admin/seed-scale', () => {
  it('upserts entries from .. from+count-1, deterministically, findable by search and type', async () => {
    expect((await seedScale({ project: 'park', count: 30, today: '2026-06-01' })).status).toBe(200);
    const first = await getJson<{ index: Entry[]; total: number }>('park', '/entries?id=scale-000007,scale-000017');
    expect(first.index.map((e) => e.id).sort()).toEqual(['scale-000007', 'scale-000017']);
    const again = await seedScale({ project: 'park', from: 0, count: 30, today: '2026-06-01' });
    expect(await again.json()).toEqual({ data: { project: 'park', entries: 30, elements: 10, contacts: 0, embeds: 0 } });
    expect(await getJson('park', '/entries?id=scale-000007,scale-000017')).toEqual(first);
    const byTitle = await getJson<{ index: Entry[]; total: number }>('park', `/entries?text=${encodeURIComponent(first.index[0]!.title)}`);
    expect(byTitle.index.map((e) => e.id)).toContain(first.index[0]!.id);
    const trails = await getJson<{ index: Entry[]; total: number }>('park', '/entries?type=trail&limit=100');
    expect(trails.index.filter((e) => e.id.startsWith('scale-')).map((e) => e.id)).toEqual(['scale-000007', 'scale-000017', 'scale-000027']);
  });

  it('names the field it refuses', async () => {
    const zero = await seedScale({ project: 'park', count: 0 });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(await zero.json())).toContain('"path":"count"');
    const unknown = await seedScale({ project: 'atlantis', count: 1 });
    expect([unknown.status, JSON.stringify(await unknown.json())]).toEqual([400, expect.stringContaining('atlantis')]);
  });
});

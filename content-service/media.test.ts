import { describe, expect, it } from 'vitest';
import { demoExport, demoProjects } from './demo';
import { call } from '../test/support/content-service/service';

describe('GET /media/{project}/{file}', () => {
  it('serves a bundled illustration as SVG that cannot run script', async () => {
    const res = await call('/media/islands/landscape.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 with the error body for an unknown file', async () => {
    const res = await call('/media/islands/nope.svg');
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { id: string } }>()).error.id).toBe('not_found');
  });

  /** The demo's pictures, as content-service/media.ts draws them. */
  const artNames = ['landscape', 'river', 'lodging', 'food', 'shop', 'event', 'trail', 'town', 'portrait', 'icon'];

  /** The illustration the service answers, or undefined for a 404. */
  async function illustration(project: string, file: string): Promise<string | undefined> {
    const res = await call(`/media/${project}/${file}`);
    const body = await res.text();
    if (res.status === 404) return undefined;
    expect(res.status, `${project}/${file}`).toBe(200);
    return body;
  }

  it('draws every illustration of every demo project, small, stable and distinct per project', async () => {
    for (const project of demoProjects) {
      for (const name of artNames) {
        const svg = await illustration(project, `${name}.svg`);
        expect(svg, `${project}/${name}`).toMatch(/^<svg /);
        expect(svg!.length).toBeLessThan(4096);
        expect(await illustration(project, `${name}.svg`)).toBe(svg);
      }
    }
    expect(await illustration('islands', 'landscape.svg')).not.toBe(await illustration('canal-trail', 'landscape.svg'));
    for (const [project, file] of [
      ['atlantis', 'landscape.svg'],
      ['islands', 'landscape'],
      ['islands', 'nope.svg'],
      ['islands', 'landscape.svg.svg'],
    ]) {
      expect(await illustration(project!, file!), `${project}/${file}`).toBeUndefined();
    }
  });

  it('has a file for every media url the demo content points at', async () => {
    for (const project of demoProjects) {
      const json = JSON.stringify(demoExport(project, { today: '2026-06-01', pageEntryIds: [] }));
      const urls = [...json.matchAll(/\/media\/([a-z-]+)\/([a-z-]+\.svg)/g)];
      // Every project points at some (the walking guide, with no illustrations, at its categories' images).
      expect(urls.length, project).toBeGreaterThan(0);
      for (const [, p, file] of urls) expect(await illustration(p!, file!), `${p}/${file}`).toBeDefined();
    }
  });
});

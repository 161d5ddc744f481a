import { describe, expect, it } from 'vitest';
import { demoExport, demoProjects } from './demo';
import { call } from '../test/support/content-service/service';
import { artNames, artwork, illustration } from './media';

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

  it('draws every illustration of every demo project, small, stable and distinct per project', () => {
    for (const project of demoProjects) {
      for (const name of artNames) {
        const svg = illustration(project, `${name}.svg`);
        expect(svg, `${project}/${name}`).toMatch(/^<svg /);
        expect(svg!.length).toBeLessThan(4096);
        expect(artwork(project, name)).toBe(svg);
      }
    }
    expect(illustration('islands', 'landscape.svg')).not.toBe(illustration('canal-trail', 'landscape.svg'));
    for (const [project, file] of [
      ['atlantis', 'landscape.svg'],
      ['islands', 'landscape'],
      ['islands', 'nope.svg'],
      ['islands', 'landscape.svg.svg'],
    ]) {
      expect(illustration(project!, file!), `${project}/${file}`).toBeUndefined();
    }
  });

  it('has a file for every media url the demo content points at', () => {
    for (const project of demoProjects) {
      const json = JSON.stringify(demoExport(project, { today: '2026-06-01', pageEntryIds: [] }));
      const urls = [...json.matchAll(/\/media\/([a-z-]+)\/([a-z-]+\.svg)/g)];
      expect(urls.length).toBeGreaterThan(10);
      for (const [, p, file] of urls) expect(illustration(p!, file!), `${p}/${file}`).toBeDefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { demoExport, demoProjects } from '../demo';
import { call } from '../testing/service';
import { artNames, artwork } from './art';
import { mediaFiles } from './bundle';

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

  it('bundles exactly what the generator makes, small and distinct per project', () => {
    expect(Object.keys(mediaFiles)).toHaveLength(demoProjects.length * artNames.length);
    for (const project of demoProjects) {
      for (const name of artNames) {
        const svg = mediaFiles[`${project}/${name}.svg`];
        expect(svg, `${project}/${name}`).toBe(artwork(project, name));
        expect(svg!.length).toBeLessThan(4096);
      }
    }
    expect(mediaFiles['islands/landscape.svg']).not.toBe(mediaFiles['canal-trail/landscape.svg']);
  });

  it('has a file for every media url the demo content points at', () => {
    for (const project of demoProjects) {
      const json = JSON.stringify(demoExport(project, { today: '2026-06-01', pageEntryIds: [] }));
      const urls = [...json.matchAll(/\/media\/([a-z-]+)\/([a-z-]+\.svg)/g)];
      expect(urls.length).toBeGreaterThan(10);
      for (const [, p, file] of urls) expect(Object.hasOwn(mediaFiles, `${p}/${file}`), `${p}/${file}`).toBe(true);
    }
  });
});

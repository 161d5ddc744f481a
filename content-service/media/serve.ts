import type { Context } from 'hono';
import { demoProjects } from '../demo';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { type ArtName, artNames, artwork } from './art';

// The demo illustrations are drawn from code per request (tens of microseconds; the site worker's
// media proxy caches them) rather than shipped as generated files: the same bytes every time, and no
// build step that start, tests and deploy must each remember.

const names = new Set<string>(artNames);

/** The SVG of `{project}/{name}.svg` when it is one of the demo illustrations. */
export function illustration(project: string, file: string): string | undefined {
  const name = file.replace(/\.svg$/, '');
  if (file === name || !names.has(name) || !demoProjects.includes(project)) return undefined;
  return artwork(project, name as ArtName);
}

/** GET /media/{project}/{file}: a demo illustration, or 404. */
export function serveMedia(c: Context<ServiceEnv>) {
  const project = c.req.param('project')!;
  const file = c.req.param('file')!;
  const svg = illustration(project, file);
  if (svg === undefined) throw new ApiError(404, 'not_found', { file: `${project}/${file}` });
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    // An SVG opened directly must not run script, whatever it contains.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

import type { Context } from 'hono';
import { demoProjects } from '../demo';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { type ArtName, artNames, artVariants, artwork } from './art';

// The demo illustrations are drawn from code per request (tens of microseconds; the site worker's
// media proxy caches them) rather than shipped as generated files: the same bytes every time, and no
// build step that start, tests and deploy must each remember.

const names = new Set<string>(artNames);

/** The SVG of `{project}/{name}.svg` or `{project}/{name}-{variant}.svg` when it is a demo illustration. */
export function illustration(project: string, file: string): string | undefined {
  const match = /^([a-z]+)(?:-([1-9]|1[01]))?\.svg$/.exec(file);
  const name = match?.[1];
  if (!name || !names.has(name) || !demoProjects.includes(project)) return undefined;
  const variant = Number(match[2] ?? 0);
  return variant < artVariants ? artwork(project, name as ArtName, variant) : undefined;
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

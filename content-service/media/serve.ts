import type { Context } from 'hono';
import type { ServiceEnv } from '../env';
import { ApiError } from '../errors';
import { mediaFiles } from './bundle';

/** GET /media/{project}/{file}: the demo illustrations bundled into the worker. */
export function serveMedia(c: Context<ServiceEnv>) {
  const key = `${c.req.param('project')}/${c.req.param('file')}`;
  const svg = Object.hasOwn(mediaFiles, key) ? mediaFiles[key] : undefined;
  if (svg === undefined) throw new ApiError(404, 'not_found', { file: key });
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
    // An SVG opened directly must not run script, whatever it contains.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

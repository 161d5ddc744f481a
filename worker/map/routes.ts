import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { glyphHandler } from './glyphs';
import { styleHandler } from './style';
import { tileHandler } from './tiles';

/** The map's own assets under /map: its style, the offline basemap's tiles and its glyphs. */
export const mapRoutes = new Hono<AppEnv>()
  .get('/style.json', styleHandler)
  .get('/tiles/:z/:x/:file', tileHandler)
  .get('/glyphs/:fontstack/:file', glyphHandler);

import { honoApp } from '../hono-app';
import { archiveSizesHandler } from './archive-sizes';
import { archiveTileHandler } from './archive-tiles';
import { directionsHandler } from './directions-route';
import { glyphHandler } from './glyphs';
import { spriteHandler } from './sprite';
import { styleHandler } from './style';
import { tileHandler } from './tiles';

/** The map's own assets under /map: its style, the offline basemap's and archives' tiles, its glyphs and sprite, the archives' tile sizes (for saved guides), and directions. */
export const mapRoutes = honoApp()
  .get('/style.json', styleHandler)
  .get('/tiles/:z/:x/:file', tileHandler)
  .get('/archive/:variant/sizes', archiveSizesHandler)
  .get('/archive/:variant/:z/:x/:file', archiveTileHandler)
  .get('/glyphs/:fontstack/:file', glyphHandler)
  .get('/sprite/:file', spriteHandler)
  .get('/directions/:profile/:coordinates', directionsHandler);

// The script of the embed route (docs/decisions/042-embed-map.md): the island runtime alone. A page
// framed by another site needs its map's island and nothing of the site's own chrome: no service
// worker (whose precache every embedding site's visitors would download), menu, notices or navigation.
import { startIslands } from './islands/start';

startIslands(document, {});

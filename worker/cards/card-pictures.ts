import type { Context } from 'hono';
import { dataUri } from '../../core/encoding/bytes';
import { defaultImageHosts, hostMatches } from '../../core/sanitize/url';
import { send, upstreamFor } from '../content/transport';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';

// The pictures a card shows, as data URIs for the card worker (which fetches nothing): the entry's
// image when it is a PNG or JPEG, and the site's logo (SVG or raster; drawn inside the card). They are
// read from where the pages read them: the site's assets, the content service's media, or the content's
// image CDN (at the card panel's width, so the rasteriser does not scale a camera original).

const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
/** About twice the card's picture panel: enough for a sharp cover crop. */
const CDN_WIDTH = 960;

type Kind = 'png' | 'jpeg' | 'svg';

function sniff(bytes: Uint8Array): Kind | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) ? 'svg' : null;
}

const mediaType: Record<Kind, string> = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

/** The response for a picture URL from one of the places pages load pictures from; null for any other. */
function load(c: Context<AppEnv>, url: string): Promise<Response> | null {
  const { config } = c.var.site;
  if (url.startsWith('/media/')) {
    const upstream = upstreamFor(c.env, c.var.environment, config.content);
    return send(upstream, new Request(`${upstream.contentBase}${url}`), config.content.timeoutMs);
  }
  if (url.startsWith('/') && !url.startsWith('//')) return c.env.ASSETS.fetch(new Request(new URL(url, c.req.url)));
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !config.content.imageOrigins.includes(parsed.origin)) return null;
  if (hostMatches(parsed.host, defaultImageHosts) && !parsed.searchParams.has('w')) parsed.searchParams.set('w', String(CDN_WIDTH));
  return fetch(parsed.toString());
}

/** The picture at `url` as a data URI when it is one of `accept`; undefined when it is not, or fails. */
async function picture(c: Context<AppEnv>, url: string | undefined, accept: readonly Kind[]): Promise<string | undefined> {
  if (!url) return undefined;
  try {
    const response = await load(c, url);
    if (!response?.ok || Number(response.headers.get('Content-Length') ?? 0) > MAX_PICTURE_BYTES) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kind = bytes.byteLength <= MAX_PICTURE_BYTES ? sniff(bytes) : null;
    return kind && accept.includes(kind) ? dataUri(mediaType[kind], bytes) : undefined;
  } catch (error) {
    log('warn', 'card.picture_failed', { site: c.var.site.config.id, url, message: errorMessage(error) });
    return undefined;
  }
}

/** An entry's image for the card's picture panel: raster only, never an SVG illustration. */
export function rasterPicture(c: Context<AppEnv>, url: string | undefined): Promise<string | undefined> {
  return picture(c, url, ['png', 'jpeg']);
}

/** The site's logo, drawn in the card's corner and on its plain panel. */
export function logoPicture(c: Context<AppEnv>): Promise<string | undefined> {
  return picture(c, c.var.site.config.images.logo, ['png', 'jpeg', 'svg']);
}

import { buildRouteTable } from '../../core/routes';
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '../../core/site-config';
import { Document } from '../../ui/document/Document';
import type { HeadMeta } from '../../ui/document/head-meta';
import { Layout } from '../../ui/layout/Layout';
import { Notices } from '../../ui/layout/Notices';
import type { AppEnv } from '../env';
import { benchRenderMode } from '../ops/bench';
import { assetManifest } from './asset-manifest';
import { cacheControl, type PageCacheMode, varyHeader } from './cache-control';
import { type DocumentPart, documentStream } from './document-stream';
import { headProps } from './head-model';
import { isBot } from './is-bot';
import { layoutData } from './layout-data';
import { localePaths } from './locale-paths';
import { siteNotices } from './notices';
import { storePage } from './page-cache';
import { isPreview, matchedRoute, requestLocale } from './request-state';
import { themeHref } from './theme-css';
import { openView, pendingView, readyView, type ViewPart } from './view-part';

export type { HeadMeta } from '../../ui/document/head-meta';

export interface PageSpec {
  /** Known before the view's data: the head goes out first. */
  head: HeadMeta;
  /**
   * The routed view. A promise streams in after the shell: the response starts before it resolves,
   * so its status is 200 whatever `status` says, and a failure shows as an error message in the
   * view's place. Views whose status depends on their data resolve that data before calling.
   */
  body: ReactNode | Promise<ReactNode>;
  status?: number;
  cache?: PageCacheMode;
  /** Only the embed route may be framed. */
  frameable?: boolean;
  /** Embed: the view alone, without notices, navigation or bottom section. */
  bare?: boolean;
}

function frameAncestors(config: SiteConfig): readonly string[] {
  const embed = (config as { embed?: { frameAncestors?: unknown } }).embed;
  const list = embed?.frameAncestors;
  return Array.isArray(list) && list.length && list.every((item) => typeof item === 'string') ? list : ['*'];
}

function isPromise(body: ReactNode | Promise<ReactNode>): body is Promise<ReactNode> {
  return typeof (body as { then?: unknown } | null)?.then === 'function';
}

/** The shell's pieces with the notices (absent on bare pages) and the view between them. */
function inSlots<T>(shell: readonly string[], notices: T | undefined, view: T): (string | T)[] {
  const [before = '', ...rest] = shell;
  const after = rest.at(-1) ?? '';
  return notices === undefined ? [before, view, after] : [before, notices, rest[0] ?? '', view, after];
}

/**
 * The document goes out in parts: the shell up to the navigation at once (head, skip link, top
 * navigation: configuration only, no content), then the site notices, then the view, then the bottom
 * section, each in document order as soon as it is ready. Notices and view load side by side.
 */
export async function renderPage(c: Context<AppEnv>, page: PageSpec): Promise<Response> {
  const site = c.get('site');
  const url = new URL(c.req.url);
  const preview = isPreview(c);
  const bench = benchRenderMode(c);
  const bot = isBot(c.req.header('user-agent'));
  if (page.frameable) c.set('frameAncestors', frameAncestors(site.config));

  // Bots, and the bench's renderToString, wait for the whole view: a failure then answers with its own status.
  const pending = isPromise(page.body) && !bot && bench !== 'string' ? page.body : undefined;
  // Its failure is handled where the view is rendered; until then it must not count as unhandled.
  pending?.catch(() => undefined);
  const ready: ReactNode = pending ? null : await page.body;
  const status = pending ? 200 : (page.status ?? 200);

  const manifest = await assetManifest(c.env.ASSETS);
  const notices = page.bare ? undefined : siteNotices(c);
  const route = matchedRoute(c);
  const head = headProps({
    site,
    url,
    locale: requestLocale(c),
    routeLocale: route?.locale,
    localePaths: site.config.locales.length > 1 ? localePaths(buildRouteTable(site.config), url.pathname, route) : undefined,
    meta: page.head,
    preview,
    stylesheets: [...manifest.styles, themeHref(site.config.theme.styleVariables)],
    scripts: page.bare ? [] : manifest.scripts,
  });

  // One render of the chrome; a marker stands in for the notices and the view and splits it apart.
  const marker = `tg-slot-${crypto.randomUUID()}`;
  const shell = `<!DOCTYPE html>${renderToString(
    <Document head={head} bare={page.bare}>
      {page.bare ? <main id="main">{marker}</main> : <Layout model={layoutData(c)} notices={marker}>{marker}</Layout>}
    </Document>,
  )}`.split(marker);
  const noticesMarkup = notices?.then((list) => renderToString(<Notices notices={list} />));

  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl({ mode: page.cache ?? 'dynamic', preview, status, ttl: site.config.cache }),
  });
  const vary = varyHeader(site.config);
  if (vary) headers.set('Vary', vary);
  if (preview) headers.set('X-Robots-Tag', 'noindex');

  if (bench === 'string') {
    const markup = await Promise.all(inSlots<string | Promise<string>>(shell, noticesMarkup, renderToString(ready)));
    return new Response(markup.join(''), { status, headers });
  }

  // A view that is ready to render is opened before answering: if it fails outright, the error page
  // answers with its own status.
  const view: ViewPart = pending ? pendingView(pending, c.req.url, requestLocale(c)) : readyView(await openView(ready, c.req.url));
  const parts: DocumentPart[] = inSlots(shell, noticesMarkup, view.markup);
  const stream = documentStream(parts);
  const document = status === 200 && !bench ? await storePage(c, stream, headers, view.complete) : stream;
  if (bot) {
    const bytes = await new Response(document).arrayBuffer();
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(bytes, { status, headers });
  }
  return new Response(document, { status, headers });
}
